import { inlineScript, scriptJson } from './document-head';

/**
 * A rendered page's scripts are asked for once its first pictures (those with
 * `fetchpriority="high"`: a book's cover, the first covers of a list) have come and been painted.
 * The page is drawn already and its early taps are kept; on a phone's network, scripts asked for
 * with the HTML would share the line with those pictures and hold back the page's largest paint.
 * A picture that never comes (a stalled request) holds them back this long at most.
 */
const MAX_WAIT_FOR_PICTURES_MS = 3000;

const LIST_ID = 'page-scripts';

/**
 * Runs at the end of the body, where the pictures are in the document: reads the list the server
 * wrote before it and, when the pictures are in, adds the modules' preloads and the scripts to the
 * head. The entry's chunks each get a script of their own, before the entry's: the browser
 * evaluates each script's module in a task of its own, so a slow phone's main thread is held for
 * one chunk at a time instead of for all of them at once (a module's static imports are evaluated
 * with it, in one task). Not async, so they run in that order: the entry run first would take all
 * its chunks along. ES5 syntax, as it is not compiled.
 */
const START_SCRIPTS = inlineScript(
  `(function(){var list=JSON.parse(document.getElementById('${LIST_ID}').textContent),started=false;` +
    `function start(){if(started)return;started=true;` +
    `list.preload.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});` +
    `list.scripts.forEach(function(src){var s=document.createElement('script');s.type='module';s.async=false;s.crossOrigin='';s.src=src;document.head.appendChild(s)})}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `var waiting=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),left=waiting.length;` +
    `if(!left)return afterPaint();` +
    `waiting.forEach(function(i){function done(){if(--left===0)afterPaint()}i.addEventListener('load',done);i.addEventListener('error',done)});` +
    `setTimeout(start,${MAX_WAIT_FOR_PICTURES_MS})})()`,
);

/** The Content-Security-Policy source (hash) that allows the script written by `startScripts`. */
export const START_SCRIPTS_SOURCE = START_SCRIPTS.source;

/**
 * What ends a rendered page's body: its scripts (the entry's chunks, each after the chunks it
 * imports, then the entry; and the modules to preload with them) and what starts them.
 */
export function startScripts({ scripts, preload }: { scripts: string[]; preload: string[] }): string {
  return `<script type="application/json" id="${LIST_ID}">${scriptJson({ scripts, preload })}</script>${START_SCRIPTS.element}`;
}

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
 * wrote before it and, when the pictures are in, adds the modules' preloads and the entry's script
 * to the head. ES5 syntax, as it is not compiled.
 */
const START_SCRIPTS = inlineScript(
  `(function(){var list=JSON.parse(document.getElementById('${LIST_ID}').textContent),started=false;` +
    `function start(){if(started)return;started=true;` +
    `list.preload.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=list.entry;document.head.appendChild(s)}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `var waiting=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),left=waiting.length;` +
    `if(!left)return afterPaint();` +
    `waiting.forEach(function(i){function done(){if(--left===0)afterPaint()}i.addEventListener('load',done);i.addEventListener('error',done)});` +
    `setTimeout(start,${MAX_WAIT_FOR_PICTURES_MS})})()`,
);

/** The Content-Security-Policy source (hash) that allows the script written by `startScripts`. */
export const START_SCRIPTS_SOURCE = START_SCRIPTS.source;

/** What ends a rendered page's body: its scripts (the entry, and the modules to preload with it) and what starts them. */
export function startScripts({ entry, preload }: { entry: string; preload: string[] }): string {
  return `<script type="application/json" id="${LIST_ID}">${scriptJson({ entry, preload })}</script>${START_SCRIPTS.element}`;
}

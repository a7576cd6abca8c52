// Summarises a V8 .cpuprofile: where the main thread's time went, by package and by function; and
// tells the profiler hook in a bench's API process to start or stop.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [top N]   (also imported by run.mjs and catalogue.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPECIAL = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** The area a frame belongs to: an npm package, the shop's own code, Node's core, or V8 itself. */
function areaOf({ functionName, url }) {
  if (SPECIAL.has(functionName)) return functionName;
  if (!url) return '(native/builtin)';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = file.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (file.startsWith('node:')) return 'node core';
  if (file.includes('/api/dist/')) return 'shop api code';
  if (file.includes('/libs/contracts/')) return '@bookshop/contracts';
  if (file.includes('/bench/')) return 'bench hook';
  return path.relative(ROOT, file) || file;
}

function frameLabel({ functionName, url, lineNumber }) {
  if (SPECIAL.has(functionName) || !url) return functionName || '(anonymous)';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const short = file.includes('/node_modules/') ? file.slice(file.lastIndexOf('/node_modules/') + 14) : path.relative(ROOT, file) || file;
  return `${functionName || '(anonymous)'}  ${short}:${lineNumber + 1}`;
}

/** Self and inclusive milliseconds by area and by function, from a parsed .cpuprofile. */
export function summariseProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // Each sample lasts until the next one (as DevTools counts it).
  const weight = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const ms = (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0) / 1000;
    weight.set(samples[i], (weight.get(samples[i]) ?? 0) + ms);
  }

  const stackCache = new Map();
  const stackOf = (id) => {
    if (stackCache.has(id)) return stackCache.get(id);
    const frames = [];
    for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nodes.get(at).callFrame);
    stackCache.set(id, frames);
    return frames;
  };

  const total = (profile.endTime - profile.startTime) / 1000;
  const selfByArea = new Map();
  const inclusiveByArea = new Map();
  const selfByFunction = new Map();
  const inclusiveByFunction = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of weight) {
    const stack = stackOf(id);
    add(selfByArea, areaOf(stack[0]), ms);
    add(selfByFunction, frameLabel(stack[0]), ms);
    for (const area of new Set(stack.map(areaOf))) add(inclusiveByArea, area, ms);
    for (const label of new Set(stack.map(frameLabel))) add(inclusiveByFunction, label, ms);
  }
  const idle = selfByArea.get('(idle)') ?? 0;
  return { total, busy: total - idle, selfByArea, inclusiveByArea, selfByFunction, inclusiveByFunction };
}

/** The summary as text lines: percentages are of the busy (non-idle) time. */
export function formatProfileSummary(summary, top = 25) {
  const { total, busy } = summary;
  const pct = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)}%`;
  const sorted = (map, filter = () => true) => [...map].filter(([key]) => filter(key)).sort((a, b) => b[1] - a[1]);
  const lines = [
    `profiled ${(total / 1000).toFixed(1)} s, main thread busy ${((100 * busy) / total).toFixed(0)}% (percentages below are of the busy time)`,
  ];
  lines.push('', 'self time by area:');
  for (const [area, ms] of sorted(summary.selfByArea, (key) => key !== '(idle)'))
    if (ms / busy >= 0.005) lines.push(`  ${pct(ms)}  ${area}`);
  lines.push('', 'on the stack (inclusive) by area:');
  for (const [area, ms] of sorted(summary.inclusiveByArea, (key) => !SPECIAL.has(key)))
    if (ms / busy >= 0.01) lines.push(`  ${pct(ms)}  ${area}`);
  lines.push('', `top ${top} functions by self time:`);
  for (const [label, ms] of sorted(summary.selfByFunction, (key) => key !== '(idle)').slice(0, top)) lines.push(`  ${pct(ms)}  ${label}`);
  return lines;
}

/** Starts or stops the profiler hook in the API (--profile), waiting for its answer. */
export function profileCommand(child, action, file) {
  if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.profile !== (action === 'start' ? 'started' : 'stopped')) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send({ profile: action, file }, (error) => error && reject(error));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top N]');
    process.exit(2);
  }
  const summary = summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')));
  console.log(formatProfileSummary(summary, Number(process.argv[3] ?? 25)).join('\n'));
}

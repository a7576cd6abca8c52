#!/usr/bin/env node
/**
 * Renders the demo catalogue's artwork into api/assets/demo/: for every book of
 * api/src/demo/demo-books.ts a cover (900x1200 JPEG), the inner-page previews it lists
 * (1000x750 JPEG) and, where it names one, a sample PDF of the story.
 *
 *   node scripts/generate-demo-artwork.mjs           (from the repository root)
 *
 * The output is committed, so this only needs to run when the demo books or their pictures
 * change. It needs the Arabic and rounded Latin fonts below, because librsvg and Pango take
 * fonts from fontconfig:  apt-get install -y fonts-noto-core fonts-comfortaa
 * Everything is drawn from SVG shapes with a seeded random generator, so reruns on the same
 * fonts and sharp version give the same pictures.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = path.join(ROOT, 'api', 'assets');
const OUT = path.join(ASSETS, 'demo');
// sharp and pdf-lib are dependencies of the api workspace; npm may hoist them to the root.
const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const sharp = requireFromApi('sharp');
const { PDFDocument, StandardFonts, rgb } = requireFromApi('pdf-lib');
const ts = requireFromApi('typescript');

const FONTS = {
  arabicTitle: 'Noto Kufi Arabic',
  arabicText: 'Noto Naskh Arabic',
  latin: 'Comfortaa',
};
const COVER = { w: 900, h: 1200, quality: 82, maxBytes: 150_000 };
const PAGE = { w: 1000, h: 750, band: 120, quality: 78, maxBytes: 90_000 };
const PDF_MAX_BYTES = 300_000;
const TOTAL_MAX_BYTES = 3_000_000;

// ---------------------------------------------------------------------------------------------
// Inputs

async function loadDemoBooks() {
  const file = path.join(ROOT, 'api', 'src', 'demo', 'demo-books.ts');
  const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  return (await import(url)).DEMO_BOOKS;
}

function checkFonts() {
  const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const missing = Object.values(FONTS).filter((f) => !families.includes(f));
  if (missing.length) {
    console.error(`Missing fonts: ${missing.join(', ')}.`);
    console.error('Install them with: apt-get install -y fonts-noto-core fonts-comfortaa');
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// Small SVG toolkit

function seeded(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A drawing surface: size, a seeded random source and a place for gradients. */
function surface(w, h, seed) {
  let n = 0;
  const defs = [];
  const rnd = seeded(seed);
  return {
    w,
    h,
    rnd,
    between: (a, b) => a + (b - a) * rnd(),
    linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      const id = `g${++n}`;
      defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
      return `url(#${id})`;
    },
    radial(stops) {
      const id = `g${++n}`;
      defs.push(`<radialGradient id="${id}">${stopsXml(stops)}</radialGradient>`);
      return `url(#${id})`;
    },
    mask(content) {
      const id = `m${++n}`;
      defs.push(`<mask id="${id}">${content}</mask>`);
      return `url(#${id})`;
    },
    filter(content) {
      const id = `f${++n}`;
      defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">${content}</filter>`);
      return `url(#${id})`;
    },
    doc(body) {
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body}</svg>`;
    },
  };
}

function stopsXml(stops) {
  return stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');
}

/** Places a figure drawn around its own origin (feet on y = 0) at x, y with scale s. */
function at(x, y, s, content, { flip = false, rotate = 0 } = {}) {
  const rot = rotate ? ` rotate(${rotate})` : '';
  return `<g transform="translate(${r1(x)} ${r1(y)})${rot} scale(${flip ? -s : s} ${s})">${content}</g>`;
}

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------------------------------------------------------------------------------------------
// Scenery

const SKIES = {
  day: ['#7cc8ef', '#d7f0fb'],
  morning: ['#9fd8f0', '#fff1cf'],
  golden: ['#f6b26b', '#fde6b4'],
  sunset: ['#f08a6c', '#ffd99a'],
  dusk: ['#3d3a78', '#d9869a'],
  night: ['#0d1838', '#2b3f7e'],
  storm: ['#7d8ea3', '#c9d3dc'],
};

function sky(c, kind) {
  const [top, bottom] = SKIES[kind];
  return `<rect width="${c.w}" height="${c.h}" fill="${c.linear([
    [0, top],
    [1, bottom],
  ])}"/>`;
}

function sun(c, x, y, r, color = '#ffd54f') {
  const glow = c.radial([
    [0, '#fff6c8', 0.9],
    [0.45, color, 0.35],
    [1, color, 0],
  ]);
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    rays += `<line x1="${r1(x + Math.cos(a) * r * 1.25)}" y1="${r1(y + Math.sin(a) * r * 1.25)}" x2="${r1(x + Math.cos(a) * r * 1.6)}" y2="${r1(y + Math.sin(a) * r * 1.6)}" stroke="${color}" stroke-width="${r1(r * 0.12)}" stroke-linecap="round" opacity="0.8"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="${glow}"/>${rays}<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
}

function moon(c, x, y, r, { crescent = true, color = '#fff1b8' } = {}) {
  const glow = c.radial([
    [0, color, 0.55],
    [1, color, 0],
  ]);
  const m = crescent
    ? c.mask(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.2}" r="${r * 0.88}" fill="#000"/>`,
      )
    : null;
  const disc = `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"${m ? ` mask="${m}"` : ''}/>`;
  const craters = crescent
    ? ''
    : [
        [-0.3, -0.2, 0.18],
        [0.25, 0.25, 0.14],
        [0.1, -0.4, 0.09],
        [-0.2, 0.4, 0.1],
      ]
        .map(([dx, dy, cr]) => `<circle cx="${r1(x + dx * r)}" cy="${r1(y + dy * r)}" r="${r1(cr * r)}" fill="#e8d9a0"/>`)
        .join('');
  return `<circle cx="${x}" cy="${y}" r="${r * 2.6}" fill="${glow}"/>${disc}${craters}`;
}

function starShape(x, y, r, fill, points = 5) {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const a = (i * Math.PI) / points - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${r1(x + Math.cos(a) * rr)} ${r1(y + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${fill}"/>`;
}

function stars(c, count, yMax, { color = '#fff7d6', big = 0.25 } = {}) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = c.between(10, c.w - 10);
    const y = c.between(8, yMax);
    if (c.rnd() < big) s += starShape(x, y, c.between(5, 11), color, c.rnd() < 0.5 ? 4 : 5);
    else s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(c.between(1, 2.6))}" fill="${color}" opacity="${r1(c.between(0.5, 1))}"/>`;
  }
  return s;
}

function cloud(x, y, s, fill = '#ffffff', opacity = 0.95) {
  const puffs = [
    [0, 0, 28],
    [30, -16, 36],
    [66, -6, 30],
    [92, 6, 22],
    [-26, 8, 20],
  ]
    .map(([dx, dy, r]) => `<circle cx="${dx}" cy="${dy}" r="${r}"/>`)
    .join('');
  return at(x, y, s, `<g fill="${fill}" opacity="${opacity}">${puffs}<rect x="-40" y="0" width="150" height="28" rx="14"/></g>`);
}

/** A band of rolling ground from y = base with gentle waves, filled down to the bottom. */
function hills(c, base, amp, fill, { freq = 1, phase = 0 } = {}) {
  let d = `M-20 ${c.h + 20}`;
  for (let x = -20; x <= c.w + 20; x += 12) {
    const t = (x / c.w) * Math.PI * 2 * freq + phase;
    const y = base + amp * (Math.sin(t) * 0.65 + Math.sin(t * 2.3 + 1.3) * 0.35);
    d += `L${x} ${r1(y)}`;
  }
  return `<path d="${d}L${c.w + 20} ${c.h + 20}Z" fill="${fill}"/>`;
}

function birds(c, n, x0, y0, spread, color = '#5a4a42') {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + c.between(-spread, spread);
    const y = y0 + c.between(-spread / 3, spread / 3);
    const k = c.between(0.7, 1.3);
    s += `<path d="M${r1(x - 14 * k)} ${r1(y)} Q${r1(x - 7 * k)} ${r1(y - 9 * k)} ${r1(x)} ${r1(y)} Q${r1(x + 7 * k)} ${r1(y - 9 * k)} ${r1(x + 14 * k)} ${r1(y)}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function flowers(c, n, yMin, yMax, colors = ['#ff8fa3', '#ffd166', '#ffffff', '#c77dff']) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = c.between(10, c.w - 10);
    const y = c.between(yMin, yMax);
    const col = colors[Math.floor(c.rnd() * colors.length)];
    const r = c.between(4, 8);
    s += `<g transform="translate(${r1(x)} ${r1(y)})"><circle cx="${-r}" r="${r}" fill="${col}"/><circle cx="${r}" r="${r}" fill="${col}"/><circle cy="${-r}" r="${r}" fill="${col}"/><circle cy="${r}" r="${r}" fill="${col}"/><circle r="${r * 0.7}" fill="#ffb703"/></g>`;
  }
  return s;
}

function grassTufts(c, n, yMin, yMax, color) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r1(c.between(0, c.w));
    const y = r1(c.between(yMin, yMax));
    s += `<path d="M${x - 8} ${y} Q${x - 6} ${y - 14} ${x - 10} ${y - 22} M${x} ${y} Q${x} ${y - 16} ${x + 2} ${y - 26} M${x + 8} ${y} Q${x + 7} ${y - 12} ${x + 12} ${y - 20}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function palm(height = 260, { lean = 20, dates = true } = {}) {
  const top = [lean, -height];
  const trunk = `<path d="M-10 0 Q${lean * 0.2 - 6} ${-height * 0.5} ${top[0] - 6} ${top[1]} L${top[0] + 6} ${top[1]} Q${lean * 0.2 + 10} ${-height * 0.5} 12 0Z" fill="#9c6b3f"/>`;
  let rings = '';
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const x = lean * t * t;
    rings += `<path d="M${r1(x - 9)} ${r1(-height * t)} q9 5 18 0" stroke="#7a5230" stroke-width="3" fill="none"/>`;
  }
  const leaves = [-160, -125, -90, -55, -20, 15, -195]
    .map((deg, i) => {
      const a = (deg * Math.PI) / 180;
      const len = i === 6 ? 90 : 120;
      const ex = top[0] + Math.cos(a) * len;
      const ey = top[1] + Math.sin(a) * len * 0.55 + 40;
      const mx = top[0] + Math.cos(a) * len * 0.55;
      const my = top[1] + Math.sin(a) * len * 0.5 - 25;
      return `<path d="M${top[0]} ${top[1]} Q${r1(mx)} ${r1(my - 14)} ${r1(ex)} ${r1(ey)} Q${r1(mx)} ${r1(my + 14)} ${top[0]} ${top[1]}Z" fill="${i % 2 ? '#2f8f4e' : '#3fa65d'}"/>`;
    })
    .join('');
  const fruit = dates
    ? [
        [-10, 14],
        [0, 18],
        [10, 13],
        [-4, 26],
        [6, 26],
      ]
        .map(([dx, dy]) => `<circle cx="${top[0] + dx}" cy="${top[1] + dy}" r="6" fill="#c8641e"/>`)
        .join('')
    : '';
  return trunk + rings + fruit + leaves;
}

function oliveTree(c, size = 1) {
  const trunk = `<path d="M-40 0 Q-20 -60 -45 -120 Q-30 -170 -5 -190 L10 -185 Q-8 -150 20 -120 Q50 -90 30 -40 Q25 -15 45 0Z" fill="#7b6048"/><path d="M-20 -120 Q-60 -150 -90 -160" stroke="#7b6048" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M20 -125 Q60 -150 95 -150" stroke="#7b6048" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  const blobs = [
    [-110, -190, 70, 50],
    [-40, -235, 85, 60],
    [50, -225, 85, 58],
    [120, -180, 65, 45],
    [-5, -175, 80, 45],
    [-95, -150, 50, 30],
    [95, -140, 50, 30],
  ];
  let canopy = blobs
    .map(([x, y, rx, ry], i) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${i % 2 ? '#7f9c5a' : '#93ad6b'}"/>`)
    .join('');
  for (let i = 0; i < 34; i++) {
    const [bx, by, rx, ry] = blobs[i % blobs.length];
    const x = bx + c.between(-rx * 0.7, rx * 0.7);
    const y = by + c.between(-ry * 0.6, ry * 0.6);
    canopy += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="6" ry="8" fill="${i % 3 ? '#3e2a4f' : '#5d7a2e'}" transform="rotate(20 ${r1(x)} ${r1(y)})"/>`;
  }
  return `<g transform="scale(${size})">${trunk}${canopy}</g>`;
}

/** A row of flat-roofed houses with domes, a minaret and lit windows, drawn from y = base. */
function townSkyline(c, base, { wall = '#2c2f5e', lit = '#ffd479', dome = '#383b73', height = 1 } = {}) {
  let s = '';
  let x = -20;
  let i = 0;
  while (x < c.w + 20) {
    const bw = c.between(90, 150);
    const bh = c.between(90, 170) * height;
    s += `<rect x="${r1(x)}" y="${r1(base - bh)}" width="${r1(bw + 2)}" height="${r1(bh + 400)}" fill="${wall}"/>`;
    if (i % 3 === 1)
      s += `<path d="M${r1(x + bw * 0.2)} ${r1(base - bh)} A${r1(bw * 0.3)} ${r1(bw * 0.32)} 0 0 1 ${r1(x + bw * 0.8)} ${r1(base - bh)}Z" fill="${dome}"/>`;
    if (i === 2) {
      const mx = x + bw * 0.5;
      const mh = bh + 190 * height;
      s += `<rect x="${r1(mx - 11)}" y="${r1(base - mh)}" width="22" height="${r1(mh)}" fill="${wall}"/><rect x="${r1(mx - 16)}" y="${r1(base - mh + 50)}" width="32" height="8" fill="${dome}"/><path d="M${r1(mx - 11)} ${r1(base - mh)} Q${r1(mx)} ${r1(base - mh - 30)} ${r1(mx + 11)} ${r1(base - mh)}Z" fill="${dome}"/><line x1="${r1(mx)}" y1="${r1(base - mh - 30)}" x2="${r1(mx)}" y2="${r1(base - mh - 44)}" stroke="${lit}" stroke-width="3"/>`;
    }
    for (let wx = x + 18; wx < x + bw - 24; wx += 34) {
      for (let wy = base - bh + 22; wy < base - 30; wy += 46) {
        if (c.rnd() < 0.55)
          s += `<path d="M${r1(wx)} ${r1(wy + 24)} L${r1(wx)} ${r1(wy + 8)} Q${r1(wx + 8)} ${r1(wy - 2)} ${r1(wx + 16)} ${r1(wy + 8)} L${r1(wx + 16)} ${r1(wy + 24)}Z" fill="${lit}"/>`;
      }
    }
    x += bw;
    i++;
  }
  return s;
}

/** Dutch canal houses with stepped and bell gables. */
function canalHouses(c, base, scale = 1) {
  const colors = ['#b5523b', '#7a4a3a', '#3d5a80', '#c98d4f', '#8c3b3b', '#4f6d5a'];
  let s = '';
  let x = -10;
  let i = 0;
  while (x < c.w + 10) {
    const bw = 110 * scale;
    const bh = (200 + (i % 3) * 40) * scale;
    const col = colors[i % colors.length];
    const top = base - bh;
    if (i % 2) {
      s += `<path d="M${r1(x)} ${r1(base)} V${r1(top)} h${r1(bw * 0.2)} v${r1(-22 * scale)} h${r1(bw * 0.15)} v${r1(-22 * scale)} h${r1(bw * 0.3)} v${r1(22 * scale)} h${r1(bw * 0.15)} v${r1(22 * scale)} h${r1(bw * 0.2)} V${r1(base)}Z" fill="${col}"/>`;
    } else {
      s += `<path d="M${r1(x)} ${r1(base)} V${r1(top)} Q${r1(x + bw * 0.1)} ${r1(top - 10 * scale)} ${r1(x + bw * 0.25)} ${r1(top - 30 * scale)} Q${r1(x + bw * 0.5)} ${r1(top - 70 * scale)} ${r1(x + bw * 0.75)} ${r1(top - 30 * scale)} Q${r1(x + bw * 0.9)} ${r1(top - 10 * scale)} ${r1(x + bw)} ${r1(top)} V${r1(base)}Z" fill="${col}"/>`;
    }
    for (let row = 0; row < 3; row++) {
      for (let col2 = 0; col2 < 2; col2++) {
        const wx = x + bw * (0.2 + col2 * 0.38);
        const wy = top + 24 * scale + row * 56 * scale;
        s += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(bw * 0.24)}" height="${r1(38 * scale)}" fill="#fdf6e3" stroke="#ffffff" stroke-width="3"/><line x1="${r1(wx)}" y1="${r1(wy + 19 * scale)}" x2="${r1(wx + bw * 0.24)}" y2="${r1(wy + 19 * scale)}" stroke="${col}" stroke-width="2"/>`;
      }
    }
    s += `<rect x="${r1(x + bw * 0.38)}" y="${r1(base - 50 * scale)}" width="${r1(bw * 0.24)}" height="${r1(50 * scale)}" rx="4" fill="#3b2a20"/>`;
    x += bw + 4 * scale;
    i++;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Characters (each drawn around its own origin: feet or base on y = 0, facing right)

function camel({ body = '#dca56a', dark = '#b97d45', blanket = '#c0392b', trim = '#f4d03f' } = {}) {
  const tassels = [-44, -28, -12, 4, 20, 36]
    .map((x) => `<circle cx="${x}" cy="${-95 + Math.abs(x - -4) * 0.12}" r="5" fill="${trim}"/>`)
    .join('');
  return `
  <rect x="-62" y="-98" width="17" height="96" rx="8" fill="${dark}"/>
  <rect x="50" y="-98" width="17" height="96" rx="8" fill="${dark}"/>
  <path d="M-94 -122 Q-110 -98 -102 -72" stroke="${dark}" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M62 -118 Q104 -132 116 -196" stroke="${body}" stroke-width="38" fill="none" stroke-linecap="round"/>
  <ellipse cx="0" cy="-116" rx="100" ry="44" fill="${body}"/>
  <ellipse cx="-8" cy="-150" rx="54" ry="48" fill="${body}"/>
  <path d="M-52 -146 Q-8 -176 40 -146 L46 -104 Q-6 -90 -58 -104Z" fill="${blanket}"/>
  <path d="M-55 -128 Q-8 -146 43 -128" stroke="${trim}" stroke-width="5" fill="none" stroke-dasharray="10 7"/>
  <path d="M-58 -104 Q-6 -90 46 -104" stroke="${trim}" stroke-width="6" fill="none"/>
  ${tassels}
  <rect x="-80" y="-98" width="20" height="96" rx="10" fill="${body}"/>
  <rect x="32" y="-98" width="20" height="96" rx="10" fill="${body}"/>
  <ellipse cx="-70" cy="-3" rx="14" ry="5" fill="${dark}"/><ellipse cx="42" cy="-3" rx="14" ry="5" fill="${dark}"/>
  <ellipse cx="134" cy="-206" rx="38" ry="24" fill="${body}"/>
  <ellipse cx="164" cy="-198" rx="17" ry="16" fill="${body}"/>
  <ellipse cx="112" cy="-228" rx="8" ry="13" fill="${dark}" transform="rotate(-25 112 -228)"/>
  <circle cx="138" cy="-212" r="6" fill="#2d1b0e"/><circle cx="140" cy="-214" r="2" fill="#fff"/>
  <path d="M130 -222 q8 -6 16 -2" stroke="#2d1b0e" stroke-width="2.5" fill="none" stroke-linecap="round"/>
  <circle cx="150" cy="-196" r="7" fill="#f08a8a" opacity="0.45"/>
  <ellipse cx="174" cy="-204" rx="3" ry="2" fill="#7a4f2a"/>
  <path d="M160 -188 Q168 -182 176 -190" stroke="#7a4f2a" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

function butterfly(x, y, s, colors = ['#ff6fa3', '#ffb703']) {
  return at(
    x,
    y,
    s,
    `
  <ellipse cx="-14" cy="-10" rx="16" ry="12" fill="${colors[0]}" transform="rotate(-30 -14 -10)"/>
  <ellipse cx="14" cy="-10" rx="16" ry="12" fill="${colors[0]}" transform="rotate(30 14 -10)"/>
  <ellipse cx="-10" cy="8" rx="10" ry="8" fill="${colors[1]}"/><ellipse cx="10" cy="8" rx="10" ry="8" fill="${colors[1]}"/>
  <circle cx="-14" cy="-10" r="4" fill="#fff" opacity="0.8"/><circle cx="14" cy="-10" r="4" fill="#fff" opacity="0.8"/>
  <rect x="-2.5" y="-16" width="5" height="30" rx="2.5" fill="#3b2a20"/>
  <path d="M0 -16 q-6 -10 -10 -12 M0 -16 q6 -10 10 -12" stroke="#3b2a20" stroke-width="2" fill="none"/>`,
  );
}

function lizard(color = '#7cb342') {
  return `<path d="M-60 -6 Q-30 -14 0 -12 Q30 -12 40 -6 Q30 0 0 0 Q-30 0 -60 -6Z" fill="${color}"/>
  <ellipse cx="44" cy="-10" rx="16" ry="10" fill="${color}"/>
  <path d="M-10 -4 l-8 10 M20 -4 l8 10 M-10 -12 l-10 -8 M20 -12 l8 -9" stroke="${color}" stroke-width="5" stroke-linecap="round"/>
  <circle cx="50" cy="-14" r="3" fill="#1b1b1b"/><path d="M-60 -6 Q-80 -10 -95 0" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="-5" cy="-9" r="3" fill="#c5e1a5"/><circle cx="15" cy="-8" r="3" fill="#c5e1a5"/>`;
}

function songbird(color = '#4fc3f7', x = 0, y = 0, s = 1) {
  return at(
    x,
    y,
    s,
    `<ellipse cx="0" cy="-16" rx="20" ry="15" fill="${color}"/><circle cx="16" cy="-28" r="11" fill="${color}"/>
  <path d="M26 -30 l10 3 l-10 3Z" fill="#ffb300"/><circle cx="19" cy="-31" r="2.5" fill="#1b1b1b"/>
  <path d="M-4 -20 q-14 -12 -22 -2 q10 8 22 2Z" fill="#0288d1"/><path d="M-18 -14 l-14 -2 l6 8Z" fill="${color}"/>
  <path d="M-3 -2 v6 M4 -2 v6" stroke="#6d4c41" stroke-width="2"/>
  <path d="M34 -44 q4 -6 8 0 M40 -54 q4 -6 8 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.9"/>`,
  );
}

function owl({ body = '#8d5b3a', belly = '#f1d3a5', dark = '#6b4226', cap = '#5c6bc0', sleepy = false, wings = false } = {}) {
  const eyes = sleepy
    ? `<path d="M-32 -100 q12 9 24 0 M8 -100 q12 9 24 0" stroke="#3b2a20" stroke-width="4" fill="none" stroke-linecap="round"/>`
    : `<circle cx="-20" cy="-100" r="16" fill="#fff"/><circle cx="20" cy="-100" r="16" fill="#fff"/>
       <circle cx="-18" cy="-98" r="9" fill="#2b1a10"/><circle cx="18" cy="-98" r="9" fill="#2b1a10"/>
       <circle cx="-15" cy="-101" r="3" fill="#fff"/><circle cx="21" cy="-101" r="3" fill="#fff"/>`;
  const wing = wings
    ? `<path d="M-48 -80 Q-120 -120 -140 -60 Q-100 -70 -50 -40Z" fill="${dark}"/><path d="M48 -80 Q120 -120 140 -60 Q100 -70 50 -40Z" fill="${dark}"/>`
    : `<ellipse cx="-47" cy="-64" rx="17" ry="42" fill="${dark}" transform="rotate(12 -47 -64)"/><ellipse cx="47" cy="-64" rx="17" ry="42" fill="${dark}" transform="rotate(-12 47 -64)"/>`;
  const marks = [
    [-14, -60],
    [6, -60],
    [-4, -42],
    [16, -42],
    [-22, -42],
  ]
    .map(([x, y]) => `<path d="M${x} ${y} q5 6 10 0" stroke="#c9a27a" stroke-width="3" fill="none" stroke-linecap="round"/>`)
    .join('');
  return `${wing}
  <ellipse cx="0" cy="-70" rx="52" ry="68" fill="${body}"/>
  <path d="M-40 -118 L-32 -152 L-14 -128Z M40 -118 L32 -152 L14 -128Z" fill="${body}"/>
  <ellipse cx="0" cy="-50" rx="34" ry="42" fill="${belly}"/>${marks}
  <circle cx="-20" cy="-100" r="24" fill="#d9b48a"/><circle cx="20" cy="-100" r="24" fill="#d9b48a"/>
  ${eyes}
  <path d="M-7 -88 L7 -88 L0 -74Z" fill="#f39c12"/>
  <circle cx="-34" cy="-82" r="6" fill="#f28b82" opacity="0.5"/><circle cx="34" cy="-82" r="6" fill="#f28b82" opacity="0.5"/>
  ${cap ? `<path d="M-34 -128 Q-10 -168 40 -150 Q62 -140 74 -104 Q50 -128 34 -124 Q0 -140 -34 -128Z" fill="${cap}"/><path d="M-36 -126 Q0 -142 36 -124" stroke="#e8eaf6" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="76" cy="-100" r="10" fill="#e8eaf6"/>` : ''}
  <path d="M-20 -2 l-6 6 M-20 -2 l0 8 M-20 -2 l6 6 M20 -2 l-6 6 M20 -2 l0 8 M20 -2 l6 6" stroke="#f39c12" stroke-width="4" stroke-linecap="round"/>`;
}

function branch(length, color = '#6d4c41') {
  return `<path d="M${-length / 2} 6 Q0 -6 ${length / 2} 4" stroke="${color}" stroke-width="16" fill="none" stroke-linecap="round"/><ellipse cx="${length * 0.3}" cy="-10" rx="22" ry="10" fill="#558b2f" transform="rotate(-25 ${length * 0.3} -10)"/><ellipse cx="${-length * 0.35}" cy="-8" rx="20" ry="9" fill="#689f38" transform="rotate(20 ${-length * 0.35} -8)"/>`;
}

function sheep(sleepy = true) {
  const wool = [
    [-40, -50],
    [-18, -62],
    [8, -64],
    [32, -56],
    [44, -38],
    [-46, -30],
    [-20, -28],
    [10, -26],
    [34, -24],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="#fbfbfb"/>`)
    .join('');
  const eyes = sleepy
    ? `<path d="M58 -48 q5 4 10 0 M72 -48 q5 4 10 0" stroke="#fff" stroke-width="2.5" fill="none"/>`
    : `<circle cx="62" cy="-50" r="3" fill="#fff"/><circle cx="76" cy="-50" r="3" fill="#fff"/>`;
  return `<rect x="-36" y="-24" width="12" height="24" rx="5" fill="#4e4440"/><rect x="26" y="-24" width="12" height="24" rx="5" fill="#4e4440"/>${wool}
  <ellipse cx="68" cy="-44" rx="22" ry="26" fill="#4e4440"/><ellipse cx="48" cy="-60" rx="12" ry="6" fill="#4e4440" transform="rotate(-30 48 -60)"/>${eyes}
  <circle cx="60" cy="-70" r="12" fill="#fbfbfb"/><circle cx="74" cy="-72" r="10" fill="#fbfbfb"/>`;
}

function duck({ body = '#ffd43b', wing = '#fab005' } = {}) {
  return `
  <path d="M-60 -40 L-92 -64 L-64 -18Z" fill="${body}"/>
  <ellipse cx="0" cy="-28" rx="70" ry="40" fill="${body}"/>
  <ellipse cx="-6" cy="-34" rx="36" ry="20" fill="${wing}" transform="rotate(-12 -6 -34)"/>
  <circle cx="44" cy="-86" r="32" fill="${body}"/>
  <ellipse cx="80" cy="-80" rx="20" ry="9" fill="#f76707"/>
  <circle cx="52" cy="-94" r="5.5" fill="#212529"/><circle cx="54" cy="-96" r="2" fill="#fff"/>
  <circle cx="58" cy="-76" r="7" fill="#ff8787" opacity="0.45"/>
  <path d="M34 -116 q4 -14 14 -10 q-2 6 -8 10" fill="${body}"/>`;
}

function water(c, y, { color = '#4dabf7', light = '#a5d8ff' } = {}) {
  let waves = '';
  for (let row = 0; row < 4; row++) {
    const wy = y + 30 + row * 38;
    for (let x = (row % 2) * 40; x < c.w; x += 110) {
      waves += `<path d="M${x} ${wy} q14 -10 28 0 q14 10 28 0" stroke="${light}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    }
  }
  return `<rect x="0" y="${y}" width="${c.w}" height="${c.h - y + 5}" fill="${color}"/>${waves}`;
}

function ripple(x, y, w) {
  return `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.18}" fill="none" stroke="#e7f5ff" stroke-width="5" opacity="0.9"/>`;
}

function lilyPad(x, y, r, flower = false) {
  const a = Math.PI / 9;
  const px = r1(x + r * Math.cos(a));
  const dy = r1(0.4 * r * Math.sin(a));
  const bloom = flower
    ? `<circle cx="${r1(x - r * 0.3)}" cy="${r1(y - 6)}" r="${r1(r * 0.2)}" fill="#ffc9de"/><circle cx="${r1(x - r * 0.3)}" cy="${r1(y - 6)}" r="${r1(r * 0.08)}" fill="#ffd43b"/>`
    : '';
  return `<path d="M${x} ${y} L${px} ${r1(y - dy)} A${r} ${r1(r * 0.4)} 0 1 0 ${px} ${r1(y + dy)}Z" fill="#2f9e44"/><path d="M${x} ${y} L${r1(x - r * 0.7)} ${r1(y - r * 0.12)} M${x} ${y} L${r1(x - r * 0.6)} ${r1(y + r * 0.2)}" stroke="#40c057" stroke-width="3"/>${bloom}`;
}

function reeds(x, y, n = 5) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const dx = x + i * 14;
    const h = 110 + (i % 3) * 30;
    s += `<path d="M${dx} ${y} Q${dx + 6} ${y - h * 0.6} ${dx + (i % 2 ? 12 : -6)} ${y - h}" stroke="#2b8a3e" stroke-width="5" fill="none"/>`;
    if (i % 2 === 0)
      s += `<rect x="${dx + (i % 2 ? 9 : -9)}" y="${y - h * 0.9}" width="10" height="34" rx="5" fill="#7f5539" transform="rotate(${i % 2 ? 8 : -4} ${dx} ${y - h * 0.8})"/>`;
  }
  return s;
}

function frog() {
  return `<ellipse cx="0" cy="-22" rx="34" ry="24" fill="#69db7c"/><circle cx="-16" cy="-46" r="13" fill="#69db7c"/><circle cx="16" cy="-46" r="13" fill="#69db7c"/>
  <circle cx="-16" cy="-48" r="7" fill="#fff"/><circle cx="16" cy="-48" r="7" fill="#fff"/><circle cx="-15" cy="-48" r="4" fill="#212529"/><circle cx="17" cy="-48" r="4" fill="#212529"/>
  <path d="M-14 -26 Q0 -16 14 -26" stroke="#2b8a3e" stroke-width="3" fill="none" stroke-linecap="round"/>
  <ellipse cx="-30" cy="-4" rx="14" ry="6" fill="#51cf66"/><ellipse cx="30" cy="-4" rx="14" ry="6" fill="#51cf66"/>
  <circle cx="-24" cy="-24" r="5" fill="#ff8787" opacity="0.5"/><circle cx="24" cy="-24" r="5" fill="#ff8787" opacity="0.5"/>`;
}

function fish(color = '#ff922b') {
  return `<path d="M-40 0 L-62 -18 L-62 18Z" fill="${color}"/><ellipse cx="0" cy="0" rx="44" ry="26" fill="${color}"/>
  <path d="M-6 -24 q10 -16 24 -4" fill="${color}"/><path d="M-12 -20 v40 M4 -24 v48" stroke="#ffffff" stroke-width="5" opacity="0.6"/>
  <circle cx="24" cy="-6" r="6" fill="#fff"/><circle cx="26" cy="-6" r="3.5" fill="#212529"/><path d="M36 8 q4 3 8 -1" stroke="#212529" stroke-width="2" fill="none"/>`;
}

function dragonfly(color = '#4dabf7') {
  return `<ellipse cx="-16" cy="-10" rx="24" ry="8" fill="#e7f5ff" opacity="0.85" transform="rotate(-20 -16 -10)"/><ellipse cx="16" cy="-10" rx="24" ry="8" fill="#e7f5ff" opacity="0.85" transform="rotate(20 16 -10)"/>
  <ellipse cx="-14" cy="4" rx="20" ry="7" fill="#e7f5ff" opacity="0.85" transform="rotate(15 -14 4)"/><ellipse cx="14" cy="4" rx="20" ry="7" fill="#e7f5ff" opacity="0.85" transform="rotate(-15 14 4)"/>
  <rect x="-4" y="-12" width="8" height="50" rx="4" fill="${color}"/><circle cx="0" cy="-16" r="8" fill="${color}"/><circle cx="-3" cy="-18" r="2.5" fill="#212529"/><circle cx="3" cy="-18" r="2.5" fill="#212529"/>`;
}

function turtle({ shell = '#5aa454', rim = '#3d7a3a', skin = '#a5d27a', umbrella = '#e03131' } = {}) {
  const hex = (x, y, r) => {
    let d = '';
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      d += `${i ? 'L' : 'M'}${r1(x + Math.cos(a) * r)} ${r1(y + Math.sin(a) * r * 0.8)}`;
    }
    return `<path d="${d}Z" fill="#7cc46a"/>`;
  };
  return `
  <ellipse cx="-56" cy="-8" rx="16" ry="12" fill="${skin}"/><ellipse cx="-20" cy="-5" rx="15" ry="11" fill="${skin}"/>
  <ellipse cx="28" cy="-5" rx="15" ry="11" fill="${skin}"/>
  <ellipse cx="92" cy="-40" rx="22" ry="14" fill="${skin}"/>
  <circle cx="124" cy="-62" r="27" fill="${skin}"/>
  <circle cx="134" cy="-68" r="5" fill="#212529"/><circle cx="136" cy="-70" r="1.8" fill="#fff"/>
  <path d="M124 -50 Q134 -44 144 -52" stroke="#2b8a3e" stroke-width="3" fill="none" stroke-linecap="round"/>
  <circle cx="116" cy="-54" r="6" fill="#ff8787" opacity="0.45"/>
  <path d="M-88 -22 Q-88 -116 0 -116 Q88 -116 88 -22Z" fill="${shell}"/>
  ${hex(0, -70, 24)}${hex(-46, -54, 18)}${hex(46, -54, 18)}${hex(-24, -98, 14)}${hex(24, -98, 14)}
  <path d="M-94 -24 Q0 -6 94 -24 L94 -12 Q0 6 -94 -12Z" fill="${rim}"/>
  <path d="M62 -8 Q84 -40 80 -96" stroke="${skin}" stroke-width="22" fill="none" stroke-linecap="round"/>
  <line x1="78" y1="-60" x2="62" y2="-250" stroke="#495057" stroke-width="6" stroke-linecap="round"/>
  <path d="M78 -60 q4 16 -10 16" stroke="#495057" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="80" cy="-98" r="13" fill="${skin}"/>
  <path d="M-28 -238 Q62 -340 152 -238 Q132 -254 107 -240 Q85 -256 62 -242 Q39 -256 17 -240 Q-8 -254 -28 -238Z" fill="${umbrella}"/>
  <path d="M62 -318 Q40 -290 17 -240 M62 -318 Q84 -290 107 -240" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.7"/>
  <circle cx="62" cy="-320" r="6" fill="#495057"/>`;
}

function raindrops(c, n, yMax) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r1(c.between(0, c.w));
    const y = r1(c.between(0, yMax));
    s += `<path d="M${x} ${y} q-5 10 0 14 q5 -4 0 -14Z" fill="#d0ebff" opacity="0.9"/>`;
  }
  return s;
}

function elephant({ body = '#9fb4c7', dark = '#7f95aa', bow = null, trunkUp = false } = {}) {
  const trunk = trunkUp
    ? `<path d="M118 -116 Q150 -140 150 -190 Q150 -206 136 -200" stroke="${body}" stroke-width="22" fill="none" stroke-linecap="round"/>`
    : `<path d="M116 -108 Q138 -70 124 -38 Q120 -26 132 -24" stroke="${body}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
  return `
  <rect x="-68" y="-70" width="28" height="70" rx="12" fill="${dark}"/><rect x="34" y="-70" width="28" height="70" rx="12" fill="${dark}"/>
  <path d="M-90 -104 Q-108 -84 -100 -62" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <ellipse cx="-6" cy="-96" rx="88" ry="64" fill="${body}"/>
  <rect x="-48" y="-70" width="30" height="70" rx="13" fill="${body}"/><rect x="52" y="-70" width="30" height="70" rx="13" fill="${body}"/>
  <path d="M-44 -6 h22 M56 -6 h22" stroke="#eef3f8" stroke-width="5" stroke-linecap="round"/>
  ${trunk}
  <circle cx="80" cy="-128" r="54" fill="${body}"/>
  <ellipse cx="46" cy="-122" rx="40" ry="52" fill="${dark}"/><ellipse cx="48" cy="-120" rx="26" ry="36" fill="#e8a9b8" opacity="0.55"/>
  <circle cx="100" cy="-142" r="6.5" fill="#2b2d42"/><circle cx="102" cy="-144" r="2.2" fill="#fff"/>
  <circle cx="104" cy="-118" r="8" fill="#ff8fa3" opacity="0.4"/>
  <path d="M92 -104 Q100 -98 108 -104" stroke="#4a5568" stroke-width="3" fill="none" stroke-linecap="round"/>
  ${bow ? `<path d="M70 -180 l-22 -12 l0 24Z M70 -180 l22 -12 l0 24Z" fill="${bow}"/><circle cx="70" cy="-180" r="7" fill="${bow}"/>` : ''}`;
}

function bush(w, color = '#2f9e44', light = '#51cf66') {
  const r = w / 4;
  return `<circle cx="${-w / 3}" cy="${-r}" r="${r * 1.1}" fill="${color}"/><circle cx="0" cy="${-r * 1.6}" r="${r * 1.4}" fill="${light}"/><circle cx="${w / 3}" cy="${-r}" r="${r * 1.15}" fill="${color}"/><rect x="${-w / 2}" y="${-r}" width="${w}" height="${r}" fill="${color}"/>`;
}

/**
 * A child or grown-up, front view. Arms end at [x, y] relative to the shoulders.
 */
function person({
  skin = '#c98e62',
  hair = '#2b1d14',
  style = 'short',
  top = '#e76f51',
  bottom = 'trousers',
  bottomColor = '#264653',
  shoes = '#3d2b1f',
  left = [-12, 46],
  right = [12, 46],
  beard = null,
  glasses = false,
  mouth = 'smile',
  bag = null,
  scarf = '#f4a261',
} = {}) {
  const arm = (sx, [dx, dy]) => {
    const ex = sx + dx;
    const ey = -120 + dy;
    const mx = sx + dx * 0.35 + (sx < 0 ? -8 : 8);
    const my = -120 + dy * 0.55;
    return `<path d="M${sx} -120 Q${r1(mx)} ${r1(my)} ${r1(ex)} ${r1(ey)}" stroke="${top}" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="${r1(ex)}" cy="${r1(ey)}" r="6.5" fill="${skin}"/>`;
  };
  const legs =
    bottom === 'dress'
      ? `<rect x="-15" y="-60" width="10" height="56" rx="4" fill="${skin}"/><rect x="5" y="-60" width="10" height="56" rx="4" fill="${skin}"/>`
      : `<rect x="-17" y="-72" width="14" height="68" rx="5" fill="${bottomColor}"/><rect x="3" y="-72" width="14" height="68" rx="5" fill="${bottomColor}"/>`;
  const torso =
    bottom === 'dress'
      ? `<path d="M-22 -128 Q-26 -100 -40 -50 Q0 -42 40 -50 Q26 -100 22 -128 Q0 -136 -22 -128Z" fill="${top}"/><path d="M-40 -50 Q0 -42 40 -50" stroke="${bottomColor}" stroke-width="6" fill="none"/>`
      : bottom === 'robe'
        ? `<path d="M-24 -128 Q-30 -80 -32 -8 L32 -8 Q30 -80 24 -128 Q0 -136 -24 -128Z" fill="${top}"/><line x1="0" y1="-126" x2="0" y2="-60" stroke="${bottomColor}" stroke-width="4"/>`
        : `<path d="M-24 -128 Q-28 -96 -26 -66 L26 -66 Q28 -96 24 -128 Q0 -136 -24 -128Z" fill="${top}"/>`;
  let hairBack = '';
  let hairFront = '';
  let face = `<circle cx="0" cy="-160" r="28" fill="${skin}"/><circle cx="-27" cy="-158" r="6" fill="${skin}"/><circle cx="27" cy="-158" r="6" fill="${skin}"/>`;
  switch (style) {
    case 'long':
      hairBack = `<path d="M-31 -168 Q-36 -118 -28 -104 L28 -104 Q36 -118 31 -168 Q31 -196 0 -196 Q-31 -196 -31 -168Z" fill="${hair}"/>`;
      hairFront = `<path d="M-29 -164 Q-28 -192 0 -192 Q28 -192 29 -164 Q16 -180 0 -174 Q-16 -182 -29 -164Z" fill="${hair}"/>`;
      break;
    case 'ponytail':
      hairBack = `<ellipse cx="34" cy="-150" rx="12" ry="26" fill="${hair}" transform="rotate(-20 34 -150)"/>`;
      hairFront = `<path d="M-29 -162 Q-30 -194 0 -194 Q30 -194 29 -162 Q18 -180 2 -176 Q-14 -182 -29 -162Z" fill="${hair}"/><circle cx="28" cy="-172" r="6" fill="${scarf}"/>`;
      break;
    case 'curly':
      hairFront = [
        [-24, -176],
        [-10, -186],
        [6, -188],
        [20, -180],
        [28, -166],
        [-28, -162],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${hair}"/>`)
        .join('');
      break;
    case 'hijab':
      hairBack = `<path d="M-36 -160 Q-40 -204 0 -204 Q40 -204 36 -160 L44 -116 Q0 -102 -44 -116Z" fill="${scarf}"/>`;
      face = `<ellipse cx="0" cy="-158" rx="23" ry="26" fill="${skin}"/>`;
      hairFront = `<path d="M-25 -166 Q0 -190 25 -166" stroke="${scarf}" stroke-width="6" fill="none"/>`;
      break;
    case 'kufi':
      hairFront = `<path d="M-29 -160 Q-30 -178 -26 -180 L26 -180 Q30 -178 29 -160 Q26 -172 0 -172 Q-26 -172 -29 -160Z" fill="${hair}"/><path d="M-27 -176 Q0 -206 27 -176Z" fill="#fdfdfd"/><path d="M-22 -182 h44" stroke="#d9d9d9" stroke-width="3" stroke-dasharray="4 4"/>`;
      break;
    default:
      hairFront = `<path d="M-29 -162 Q-30 -194 0 -194 Q30 -194 29 -162 Q24 -176 12 -178 Q-4 -170 -18 -178 Q-26 -174 -29 -162Z" fill="${hair}"/>`;
  }
  const mouthSvg =
    mouth === 'open'
      ? `<path d="M-7 -149 Q0 -136 7 -149Z" fill="#8c2f39"/>`
      : `<path d="M-8 -148 Q0 -141 8 -148" stroke="#5a2a1a" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  const beardSvg = beard
    ? `<path d="M-27 -160 Q-26 -124 0 -118 Q26 -124 27 -160 Q16 -142 0 -144 Q-16 -142 -27 -160Z" fill="${beard}"/>`
    : '';
  const glassesSvg = glasses
    ? `<circle cx="-10" cy="-160" r="8" fill="none" stroke="#3d2b1f" stroke-width="2"/><circle cx="10" cy="-160" r="8" fill="none" stroke="#3d2b1f" stroke-width="2"/><line x1="-2" y1="-160" x2="2" y2="-160" stroke="#3d2b1f" stroke-width="2"/>`
    : '';
  const bagSvg = bag ? `<rect x="-32" y="-126" width="64" height="56" rx="12" fill="${bag}"/>` : '';
  const straps = bag ? `<path d="M-16 -128 L-18 -80 M16 -128 L18 -80" stroke="${shade(bag)}" stroke-width="5"/>` : '';
  return `${bagSvg}${hairBack}
  ${legs}
  <ellipse cx="-11" cy="-4" rx="12" ry="6" fill="${shoes}"/><ellipse cx="11" cy="-4" rx="12" ry="6" fill="${shoes}"/>
  ${torso}${straps}
  ${arm(-22, left)}${arm(22, right)}
  <rect x="-6" y="-138" width="12" height="14" fill="${skin}"/>
  ${face}${hairFront}
  <circle cx="-10" cy="-160" r="3.3" fill="#2b1a10"/><circle cx="10" cy="-160" r="3.3" fill="#2b1a10"/>
  <circle cx="-17" cy="-150" r="5" fill="#ff8a80" opacity="0.45"/><circle cx="17" cy="-150" r="5" fill="#ff8a80" opacity="0.45"/>
  ${beardSvg}${mouthSvg}${glassesSvg}`;
}

function shade(hex, k = 0.75) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v) =>
    Math.round(v * k)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(n >> 16)}${ch((n >> 8) & 255)}${ch(n & 255)}`;
}

function castle({ stone = '#3b4a7a', light = '#4d5f96', roof = '#7b2d6b', lit = '#ffd479', flag = '#f2c14e' } = {}) {
  const crenels = (x0, x1, y) => {
    let s = '';
    for (let x = x0; x < x1 - 4; x += 24) s += `<rect x="${x}" y="${y - 14}" width="14" height="16" fill="${stone}"/>`;
    return s;
  };
  const tower = (x, w, h, roofH) => `
    <rect x="${x}" y="${-h}" width="${w}" height="${h}" fill="${light}"/>
    <path d="M${x - 8} ${-h} L${x + w / 2} ${-h - roofH} L${x + w + 8} ${-h}Z" fill="${roof}"/>
    <line x1="${x + w / 2}" y1="${-h - roofH}" x2="${x + w / 2}" y2="${-h - roofH - 34}" stroke="#d8c8a0" stroke-width="3"/>
    <path d="M${x + w / 2} ${-h - roofH - 34} l26 7 l-26 7Z" fill="${flag}"/>
    <path d="M${x + w / 2 - 9} ${-h + 60} v-16 a9 9 0 0 1 18 0 v16Z" fill="${lit}"/>
    <path d="M${x + w / 2 - 9} ${-h + 130} v-16 a9 9 0 0 1 18 0 v16Z" fill="${lit}"/>`;
  return `
  ${tower(-175, 64, 250, 110)}${tower(111, 64, 250, 110)}
  <rect x="-140" y="-160" width="280" height="160" fill="${stone}"/>${crenels(-140, 140, -160)}
  ${tower(-42, 84, 330, 140)}
  <path d="M-34 0 v-56 a34 34 0 0 1 68 0 v56Z" fill="#1d2545"/><path d="M-34 0 v-56 a34 34 0 0 1 68 0" stroke="${flag}" stroke-width="4" fill="none"/>
  ${[-110, -80, 80, 110].map((x) => `<path d="M${x - 8} -90 v-14 a8 8 0 0 1 16 0 v14Z" fill="${lit}"/>`).join('')}
  <path d="M-10 -250 v-20 a10 10 0 0 1 20 0 v20Z" fill="${lit}"/>`;
}

function lantern({ frame = '#d4a017', panes = ['#e63946', '#2a9d8f', '#4361ee'] } = {}) {
  return `
  <circle cx="0" cy="-6" r="12" fill="none" stroke="${frame}" stroke-width="5"/>
  <path d="M-32 32 Q0 -14 32 32Z" fill="${frame}"/><circle cx="0" cy="8" r="6" fill="#fff3bf"/>
  <rect x="-42" y="30" width="84" height="14" rx="4" fill="${frame}"/>
  <path d="M-42 44 L-58 110 L-42 172 L42 172 L58 110 L42 44Z" fill="#fff3bf"/>
  <path d="M-42 44 L-58 110 L-20 110 L-16 44Z" fill="${panes[0]}" opacity="0.8"/>
  <path d="M-16 44 L-20 110 L20 110 L16 44Z" fill="${panes[1]}" opacity="0.65"/>
  <path d="M16 44 L20 110 L58 110 L42 44Z" fill="${panes[2]}" opacity="0.8"/>
  <path d="M-58 110 L-42 172 L-16 172 L-20 110Z" fill="${panes[2]}" opacity="0.8"/>
  <path d="M20 110 L16 172 L42 172 L58 110Z" fill="${panes[0]}" opacity="0.8"/>
  <ellipse cx="0" cy="118" rx="14" ry="26" fill="#fffbe6"/>
  <path d="M-42 44 L-58 110 L-42 172 L42 172 L58 110 L42 44Z M-16 44 L-20 110 L-16 172 M16 44 L20 110 L16 172 M-58 110 H58" stroke="${frame}" stroke-width="5" fill="none" stroke-linejoin="round"/>
  <path d="M-42 172 L42 172 L22 198 L-22 198Z" fill="${frame}"/><path d="M-10 198 L0 222 L10 198Z" fill="${frame}"/>`;
}

function carpet({ main = '#b5302a', border = '#f2c14e', pattern = '#1d3557' } = {}) {
  const tassels = (x, y) =>
    [0, 8, 16, 24]
      .map((d) => `<line x1="${x}" y1="${y + d}" x2="${x - 14}" y2="${y + d + 4}" stroke="${border}" stroke-width="3"/>`)
      .join('');
  return `
  <path d="M-170 0 Q-85 -26 0 0 T170 0 L186 44 Q100 18 16 44 T-154 44Z" fill="${main}"/>
  <path d="M-158 8 Q-80 -16 2 8 T160 8 L170 36 Q96 12 18 36 T-148 36Z" fill="none" stroke="${border}" stroke-width="5"/>
  ${[-100, -30, 40, 110].map((x, i) => `<path d="M${x} ${i % 2 ? 26 : 18} l14 -10 l14 10 l-14 10Z" fill="${pattern}"/>`).join('')}
  ${tassels(-170, 2)}${at(186, 44, 1, tassels(0, -42), { flip: true })}`;
}

function bookStack(colors = ['#e76f51', '#2a9d8f', '#e9c46a', '#8e7dbe']) {
  return colors
    .map(
      (col, i) =>
        `<rect x="${-40 + (i % 2) * 6}" y="${-18 * (i + 1)}" width="80" height="16" rx="3" fill="${col}"/><rect x="${-34 + (i % 2) * 6}" y="${-18 * (i + 1) + 4}" width="68" height="3" fill="#fff" opacity="0.6"/>`,
    )
    .join('');
}

function flyingBook(color) {
  return `<path d="M0 0 L-34 -12 L-34 14 L0 24Z" fill="${color}"/><path d="M0 0 L34 -12 L34 14 L0 24Z" fill="${shade(color, 0.85)}"/><path d="M-28 -6 L-4 2 M-28 2 L-4 10 M28 -6 L4 2 M28 2 L4 10" stroke="#fff" stroke-width="2" opacity="0.8"/>`;
}

function dragon({ body = '#4caf50', belly = '#d4e157', spikes = '#ff9800', bread = true } = {}) {
  const spikesPath = [
    [-40, -170],
    [-62, -140],
    [-76, -106],
    [-82, -70],
  ]
    .map(([x, y]) => `<path d="M${x} ${y} l-22 -4 l12 18Z" fill="${spikes}"/>`)
    .join('');
  return `
  <path d="M-60 -40 Q-150 -20 -160 -80 Q-164 -110 -140 -112" stroke="${body}" stroke-width="26" fill="none" stroke-linecap="round"/>
  <path d="M-140 -112 l-6 -26 l22 14Z" fill="${spikes}"/>
  <path d="M-30 -150 Q-120 -250 -150 -170 Q-110 -180 -90 -130Z" fill="#2e7d32"/>
  <ellipse cx="-30" cy="-16" rx="30" ry="18" fill="${body}"/><ellipse cx="40" cy="-16" rx="30" ry="18" fill="${body}"/>
  ${spikesPath}
  <ellipse cx="0" cy="-95" rx="72" ry="82" fill="${body}"/>
  <ellipse cx="14" cy="-86" rx="44" ry="62" fill="${belly}"/>
  ${[-120, -100, -80, -60].map((y) => `<path d="M-18 ${y} Q14 ${y + 8} 46 ${y}" stroke="#afb42b" stroke-width="3" fill="none"/>`).join('')}
  <path d="M-20 -160 Q-100 -260 -60 -250 Q-40 -220 -10 -196Z" fill="#66bb6a"/>
  <ellipse cx="30" cy="-196" rx="58" ry="46" fill="${body}"/>
  <ellipse cx="78" cy="-180" rx="38" ry="28" fill="#81c784"/>
  <circle cx="92" cy="-188" r="4" fill="#1b5e20"/><circle cx="104" cy="-184" r="4" fill="#1b5e20"/>
  <path d="M6 -236 l-6 -26 l18 18Z M34 -240 l2 -26 l14 22Z" fill="${spikes}"/>
  <circle cx="30" cy="-206" r="15" fill="#fff"/><circle cx="34" cy="-206" r="8" fill="#1b1b1b"/><circle cx="37" cy="-209" r="3" fill="#fff"/>
  <path d="M60 -166 Q80 -156 100 -166" stroke="#1b5e20" stroke-width="4" fill="none" stroke-linecap="round"/>
  <circle cx="54" cy="-178" r="8" fill="#ff8a80" opacity="0.5"/>
  <circle cx="126" cy="-206" r="10" fill="#eceff1" opacity="0.9"/><circle cx="142" cy="-222" r="13" fill="#eceff1" opacity="0.8"/><circle cx="160" cy="-242" r="16" fill="#eceff1" opacity="0.7"/>
  ${bread ? `<ellipse cx="64" cy="-98" rx="46" ry="26" fill="#e0a85a"/><ellipse cx="64" cy="-102" rx="38" ry="18" fill="#f0c27b"/><circle cx="50" cy="-104" r="3" fill="#a86b2d"/><circle cx="70" cy="-98" r="3" fill="#a86b2d"/><circle cx="80" cy="-108" r="3" fill="#a86b2d"/>` : ''}
  <path d="M20 -120 Q44 -110 40 -92" stroke="${body}" stroke-width="16" fill="none" stroke-linecap="round"/>
  <path d="M74 -128 Q100 -118 96 -96" stroke="${body}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
}

function bakery() {
  return `
  <rect x="-150" y="-200" width="300" height="200" fill="#f4e1c1"/>
  <path d="M-170 -200 L0 -290 L170 -200Z" fill="#c2553c"/>
  <rect x="80" y="-300" width="36" height="70" fill="#a0442e"/>
  <path d="M-60 0 v-90 a60 60 0 0 1 120 0 v90Z" fill="#5d3a1a"/><path d="M-40 0 v-80 a40 40 0 0 1 80 0 v80Z" fill="#ff9800"/>
  <path d="M-20 -30 q10 -40 20 -10 q10 -40 20 0Z" fill="#ffeb3b"/>
  <rect x="-120" y="-170" width="50" height="50" rx="6" fill="#fff8e1" stroke="#8d6e63" stroke-width="5"/>
  <rect x="70" y="-170" width="50" height="50" rx="6" fill="#fff8e1" stroke="#8d6e63" stroke-width="5"/>
  <rect x="-90" y="-236" width="180" height="34" rx="8" fill="#8d6e63"/>
  ${[-60, -20, 20, 60].map((x) => `<ellipse cx="${x}" cy="-219" rx="16" ry="9" fill="#f0c27b"/>`).join('')}`;
}

function telescope() {
  return `<line x1="0" y1="-120" x2="-40" y2="0" stroke="#5d4037" stroke-width="7"/><line x1="0" y1="-120" x2="40" y2="0" stroke="#5d4037" stroke-width="7"/><line x1="0" y1="-120" x2="0" y2="0" stroke="#5d4037" stroke-width="7"/>
  <g transform="translate(0 -124) rotate(-32)"><rect x="-70" y="-16" width="150" height="32" rx="8" fill="#b08d57"/><rect x="80" y="-21" width="26" height="42" rx="6" fill="#8d6e3f"/><rect x="-86" y="-10" width="18" height="20" rx="4" fill="#8d6e3f"/><rect x="-30" y="-16" width="10" height="32" fill="#e9c46a"/><rect x="30" y="-16" width="10" height="32" fill="#e9c46a"/></g>`;
}

function saturn(x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#f4a261"/><path d="M${x - r * 0.9} ${y - r * 0.2} h${r * 1.8}" stroke="#e76f51" stroke-width="${r * 0.2}" opacity="0.6"/><ellipse cx="${x}" cy="${y}" rx="${r * 1.9}" ry="${r * 0.45}" fill="none" stroke="#ffe8a3" stroke-width="${r * 0.18}" transform="rotate(-18 ${x} ${y})"/>`;
}

function constellation(c, x, y, scale, color = '#fff7d6') {
  const pts = [
    [0, 0],
    [40, -30],
    [90, -20],
    [120, -60],
    [160, -40],
    [90, 30],
  ];
  const line =
    pts
      .slice(0, 5)
      .map(([px, py], i) => `${i ? 'L' : 'M'}${x + px * scale} ${y + py * scale}`)
      .join('') + `M${x + 90 * scale} ${y - 20 * scale}L${x + 90 * scale} ${y + 30 * scale}`;
  return `<path d="${line}" stroke="${color}" stroke-width="2" opacity="0.55" fill="none" stroke-dasharray="6 6"/>${pts.map(([px, py]) => starShape(x + px * scale, y + py * scale, 8 * scale, color, 4)).join('')}`;
}

function marketStall(stripe = '#e63946', base = '#fdf0d5') {
  let awning = '';
  for (let i = 0; i < 8; i++) awning += `<rect x="${-160 + i * 40}" y="-300" width="40" height="70" fill="${i % 2 ? base : stripe}"/>`;
  let scallop = '';
  for (let i = 0; i < 8; i++) scallop += `<path d="M${-160 + i * 40} -230 a20 20 0 0 0 40 0Z" fill="${i % 2 ? base : stripe}"/>`;
  return `<rect x="-150" y="-300" width="12" height="300" fill="#7f5539"/><rect x="138" y="-300" width="12" height="300" fill="#7f5539"/>
  ${awning}${scallop}<path d="M-168 -300 L0 -340 L168 -300Z" fill="${stripe}"/>
  <rect x="-160" y="-110" width="320" height="110" rx="6" fill="#b08968"/><rect x="-160" y="-110" width="320" height="14" fill="#7f5539"/>`;
}

function spiceBasket(color) {
  return `<path d="M-44 -4 L-38 -44 L38 -44 L44 -4Z" fill="#c9a66b"/><path d="M-40 -30 H40 M-42 -16 H42" stroke="#a47d44" stroke-width="3"/><path d="M-38 -44 Q0 -96 38 -44Z" fill="${color}"/><path d="M-14 -62 q6 -6 12 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.5"/>`;
}

function stringLights(c, y, { sag = 40, colors = ['#ffd43b', '#ff6b6b', '#74c0fc', '#8ce99a'], lanterns = false } = {}) {
  let s = `<path d="M-10 ${y} Q${c.w / 2} ${y + sag * 2} ${c.w + 10} ${y}" stroke="#4a3b2c" stroke-width="3" fill="none"/>`;
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = -10 + (c.w + 20) * t;
    const yy = y + sag * 2 * 2 * t * (1 - t);
    const col = colors[i % colors.length];
    s += lanterns
      ? `<line x1="${r1(x)}" y1="${r1(yy)}" x2="${r1(x)}" y2="${r1(yy + 12)}" stroke="#4a3b2c" stroke-width="2"/><path d="M${r1(x - 9)} ${r1(yy + 12)} h18 l-4 24 h-10Z" fill="${col}"/><circle cx="${r1(x)}" cy="${r1(yy + 24)}" r="16" fill="${col}" opacity="0.25"/>`
      : `<circle cx="${r1(x)}" cy="${r1(yy + 6)}" r="7" fill="${col}"/><circle cx="${r1(x)}" cy="${r1(yy + 6)}" r="16" fill="${col}" opacity="0.25"/>`;
  }
  return s;
}

function speechBubble(w, h, fill = '#ffffff', tail = 'left') {
  const tx = tail === 'left' ? -w * 0.25 : w * 0.25;
  return `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${h / 2.4}" fill="${fill}"/><path d="M${tx - 14} -2 L${tx + (tail === 'left' ? -26 : 26)} 30 L${tx + 14} -2Z" fill="${fill}"/>`;
}

function svgText(x, y, text, { size = 40, fill = '#333', family = FONTS.latin, weight = 'bold', anchor = 'middle' } = {}) {
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(text)}</text>`;
}

function heart(x, y, s, fill = '#ff6b6b') {
  return at(x, y, s, `<path d="M0 30 C-40 0 -40 -30 -18 -34 C-6 -36 0 -26 0 -20 C0 -26 6 -36 18 -34 C40 -30 40 0 0 30Z" fill="${fill}"/>`);
}

function dateFruit(x, y, rot = 0) {
  return `<ellipse cx="${x}" cy="${y}" rx="17" ry="11" fill="#7b3f1d" transform="rotate(${rot} ${x} ${y})"/><ellipse cx="${x - 5}" cy="${y - 4}" rx="6" ry="3" fill="#a0603a" transform="rotate(${rot} ${x} ${y})"/>`;
}

function numberBalloon(x, y, label, color) {
  return `<path d="M${x} ${y + 40} q-6 30 4 60" stroke="#6c757d" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="34" ry="40" fill="${color}"/><path d="M${x - 6} ${y + 40} l6 8 l6 -8Z" fill="${color}"/><ellipse cx="${x - 12}" cy="${y - 14}" rx="7" ry="11" fill="#fff" opacity="0.45"/>${svgText(x, y + 14, label, { size: 40, fill: '#ffffff' })}`;
}

function bubbles(c, n, x0, y0, spread) {
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<circle cx="${r1(x0 + c.between(-spread, spread))}" cy="${r1(y0 + c.between(-spread, spread))}" r="${r1(c.between(4, 12))}" fill="none" stroke="#e7f5ff" stroke-width="3" opacity="0.8"/>`;
  }
  return s;
}

function seaweed(x, y, h, color = '#2b8a3e') {
  return `<path d="M${x} ${y} q-20 ${-h / 4} 0 ${-h / 2} q20 ${-h / 4} 0 ${-h / 2}" stroke="${color}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

function clothesLine(x0, x1, y) {
  const colors = ['#f06595', '#fcc419', '#4dabf7', '#69db7c'];
  let s = `<line x1="${x0}" y1="${y - 120}" x2="${x0}" y2="${y}" stroke="#8d6e63" stroke-width="8"/><line x1="${x1}" y1="${y - 120}" x2="${x1}" y2="${y}" stroke="#8d6e63" stroke-width="8"/><path d="M${x0} ${y - 115} Q${(x0 + x1) / 2} ${y - 90} ${x1} ${y - 115}" stroke="#495057" stroke-width="3" fill="none"/>`;
  const n = 4;
  for (let i = 0; i < n; i++) {
    const x = x0 + ((i + 0.6) * (x1 - x0)) / (n + 0.2);
    const t = (x - x0) / (x1 - x0);
    const yy = y - 115 + 100 * t * (1 - t);
    s +=
      i % 2
        ? `<path d="M${r1(x - 26)} ${r1(yy)} h52 l6 44 h-22 l-6 -20 l-6 20 h-22Z" fill="${colors[i]}"/>`
        : `<path d="M${r1(x - 24)} ${r1(yy)} l-14 14 l10 10 l6 -4 v34 h44 v-34 l6 4 l10 -10 l-14 -14Z" fill="${colors[i]}"/>`;
  }
  return s;
}

function oliveNet(c, x, y, rx, ry) {
  const clip = c.mask(`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff"/>`);
  let mesh = '';
  for (let d = -rx * 1.2; d < rx * 1.2; d += 22) {
    mesh += `<line x1="${r1(x + d - ry)}" y1="${r1(y - ry)}" x2="${r1(x + d + ry)}" y2="${r1(y + ry)}" stroke="#c9b99a" stroke-width="2"/><line x1="${r1(x + d + ry)}" y1="${r1(y - ry)}" x2="${r1(x + d - ry)}" y2="${r1(y + ry)}" stroke="#c9b99a" stroke-width="2"/>`;
  }
  let olives = '';
  for (let i = 0; i < 26; i++) {
    const a = c.between(0, Math.PI * 2);
    const k = Math.sqrt(c.rnd()) * 0.85;
    olives += `<ellipse cx="${r1(x + Math.cos(a) * rx * k)}" cy="${r1(y + Math.sin(a) * ry * k)}" rx="7" ry="5" fill="${i % 3 ? '#3e2a4f' : '#6b8e23'}"/>`;
  }
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#f4ecd8"/><g mask="${clip}">${mesh}</g>${olives}`;
}

function table(w, color = '#a0522d') {
  return `<rect x="${-w / 2}" y="-110" width="${w}" height="18" rx="5" fill="${color}"/><rect x="${-w / 2 + 16}" y="-92" width="14" height="92" fill="${shade(color)}"/><rect x="${w / 2 - 30}" y="-92" width="14" height="92" fill="${shade(color)}"/>`;
}

function tilePattern(c, y, h, colors = ['#2a9d8f', '#e9c46a']) {
  let s = `<rect x="0" y="${y}" width="${c.w}" height="${h}" fill="${colors[1]}"/>`;
  for (let x = 0; x < c.w + 40; x += 40)
    s += `<path d="M${x} ${y + h / 2} l20 ${-h / 2 + 4} l20 ${h / 2 - 4} l-20 ${h / 2 - 4}Z" fill="${colors[0]}"/>`;
  return s;
}

function windowFrame(x, y, w, h, skyFill) {
  const arch = (x0, y0, ww, hh) => `M${x0} ${y0 + hh} V${y0 + ww / 2} A${ww / 2} ${ww / 2} 0 0 1 ${x0 + ww} ${y0 + ww / 2} V${y0 + hh}Z`;
  return `<path d="${arch(x - 12, y - 12, w + 24, h + 24)}" fill="#8d6e63"/><path d="${arch(x, y, w, h)}" fill="${skyFill}"/><rect x="${x - 22}" y="${y + h + 6}" width="${w + 44}" height="16" rx="4" fill="#a1887f"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#8d6e63" stroke-width="8"/><line x1="${x}" y1="${y + h * 0.55}" x2="${x + w}" y2="${y + h * 0.55}" stroke="#8d6e63" stroke-width="8"/>`;
}

function blackboard(w, h, lines) {
  return `<rect x="${-w / 2 - 14}" y="${-h - 14}" width="${w + 28}" height="${h + 28}" rx="8" fill="#8d6e63"/><rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="#2f5d50"/>${lines}<rect x="${-w / 2}" y="10" width="${w}" height="10" fill="#6d4c41"/><rect x="${-w / 2 + 30}" y="4" width="30" height="8" fill="#fff"/>`;
}

// ---------------------------------------------------------------------------------------------
// The books' pictures. Each scene draws onto a surface of any size; covers are portrait and
// keep their subject in the lower two thirds, under the title panel.

const SCENES = {
  'little-camel-goes-home': {
    accent: '#c0392b',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'golden'),
        sun(c, w * 0.72, h * 0.4, 70),
        birds(c, 4, w * 0.3, h * 0.4, 60),
        hills(c, h * 0.62, 24, '#f3c27a', { freq: 1.2 }),
        at(w * 0.13, h * 0.69, 1, palm(280, { lean: 30 })),
        at(w * 0.88, h * 0.67, 0.75, palm(260, { lean: -30 }), { flip: true }),
        hills(c, h * 0.72, 30, '#eeb060', { freq: 0.8, phase: 2 }),
        hills(c, h * 0.84, 22, '#e39b48', { freq: 1.1, phase: 4 }),
        at(w * 0.42, h * 0.9, 1.45, camel()),
        butterfly(w * 0.82, h * 0.56, 1.5),
      ].join('');
    },
    pages: [
      {
        ar: 'ركض الجمل الصغير خلف فراشة ملوّنة فوق الكثبان.',
        en: 'Little Camel ran after a bright butterfly, over one dune and then another.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'day'),
            sun(c, w * 0.12, h * 0.18, 45),
            cloud(w * 0.55, h * 0.15, 1),
            hills(c, h * 0.62, 26, '#f6d08e', { freq: 1.4 }),
            hills(c, h * 0.78, 30, '#eeb060', { freq: 1, phase: 1 }),
            at(w * 0.36, h * 0.96, 1.05, camel()),
            butterfly(w * 0.72, h * 0.38, 1.3),
            `<path d="M${w * 0.56} ${h * 0.42} q40 -40 80 -10" stroke="#ffffff" stroke-width="4" fill="none" stroke-dasharray="6 10" opacity="0.9"/>`,
          ].join('');
        },
      },
      {
        ar: 'قالت السحلية الحكيمة: امشِ نحو أشجار النخيل.',
        en: '"Walk towards the palm trees," said the wise lizard from her warm rock.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'golden'),
            sun(c, w * 0.8, h * 0.28, 50),
            hills(c, h * 0.6, 20, '#f3c27a', { freq: 1.1 }),
            at(w * 0.82, h * 0.66, 0.7, palm(260, { lean: 20 })),
            at(w * 0.93, h * 0.64, 0.55, palm(240, { lean: -20 })),
            hills(c, h * 0.76, 26, '#e8a955', { freq: 0.9, phase: 3 }),
            `<ellipse cx="${w * 0.3}" cy="${h * 0.86}" rx="120" ry="50" fill="#a1887f"/><ellipse cx="${w * 0.28}" cy="${h * 0.83}" rx="90" ry="30" fill="#bcaaa4"/>`,
            at(w * 0.3, h * 0.8, 1.1, lizard()),
            at(w * 0.62, h * 0.98, 0.85, camel()),
            songbird('#4fc3f7', w * 0.46, h * 0.35, 1.3),
          ].join('');
        },
      },
      {
        ar: 'وتحت نجمة المساء كانت أمه تنتظره.',
        en: 'And under the evening star, Mama Camel was waiting for him.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'dusk'),
            stars(c, 40, h * 0.5),
            starShape(w * 0.5, h * 0.16, 26, '#fff3b0'),
            `<circle cx="${w * 0.5}" cy="${h * 0.16}" r="70" fill="${c.radial([
              [0, '#fff3b0', 0.6],
              [1, '#fff3b0', 0],
            ])}"/>`,
            hills(c, h * 0.68, 20, '#8d6e8f', { freq: 1.2 }),
            hills(c, h * 0.8, 24, '#b07a6f', { freq: 0.9, phase: 2 }),
            at(w * 0.64, h * 0.98, 1.25, camel({ body: '#c8925c', dark: '#a06c3a', blanket: '#2a6f97', trim: '#f4d03f' }), { flip: true }),
            at(w * 0.3, h * 0.98, 0.8, camel()),
            heart(w * 0.47, h * 0.4, 0.8),
          ].join('');
        },
      },
      {
        ar: 'ونام الجمل الصغير قرب أمه، سعيدًا لأنه عاد إلى البيت.',
        en: 'Home at last, Little Camel fell asleep beside his mother, happy and warm.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 70, h * 0.6),
            moon(c, w * 0.8, h * 0.2, 50),
            hills(c, h * 0.7, 18, '#2e3a6e', { freq: 1.3 }),
            at(w * 0.16, h * 0.74, 0.8, palm(260, { lean: 25, dates: false })),
            hills(c, h * 0.82, 20, '#45508a', { freq: 0.9, phase: 1 }),
            `<ellipse cx="${w * 0.5}" cy="${h * 0.93}" rx="${w * 0.3}" ry="30" fill="#3a447a"/>`,
            at(w * 0.56, h * 0.95, 1.0, camel({ body: '#b98a63', dark: '#94683f', blanket: '#2a6f97' }), { flip: true }),
            at(w * 0.36, h * 0.97, 0.65, camel({ body: '#c99a6c', dark: '#a77a4c' })),
            `<text x="${w * 0.36}" y="${h * 0.66}" font-family="${FONTS.latin}" font-size="44" font-weight="bold" fill="#fff3b0">z z z</text>`,
          ].join('');
        },
      },
    ],
  },

  'good-night-little-owl': {
    accent: '#3f51b5',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'night'),
        stars(c, 90, h * 0.75),
        moon(c, w * 0.7, h * 0.47, 110, { crescent: false }),
        hills(c, h * 0.8, 22, '#23346b', { freq: 1.2 }),
        `<path d="M${w * 0.12} ${h * 0.82} v-110 l70 -60 l70 60 v110Z" fill="#8e2c2c"/><rect x="${w * 0.12 + 50}" y="${h * 0.82 - 70}" width="40" height="70" fill="#5a1c1c"/><rect x="${w * 0.12 + 58}" y="${h * 0.82 - 150}" width="24" height="24" fill="#ffd479"/>`,
        hills(c, h * 0.88, 18, '#1a2754', { freq: 0.8, phase: 2 }),
        at(w * 0.5, h * 0.72, 1.4, branch(480)),
        at(w * 0.5, h * 0.715, 1.9, owl({ sleepy: true })),
      ].join('');
    },
    pages: [
      {
        ar: 'طلع القمر، وطارت البومة الصغيرة فوق المزرعة.',
        en: 'The moon came up, and Little Owl flew over the sleeping farm.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 60, h * 0.6),
            moon(c, w * 0.15, h * 0.2, 50),
            hills(c, h * 0.75, 20, '#23346b', { freq: 1.5 }),
            `<path d="M${w * 0.66} ${h * 0.8} v-120 l80 -70 l80 70 v120Z" fill="#8e2c2c"/><rect x="${w * 0.66 + 58}" y="${h * 0.8 - 80}" width="44" height="80" fill="#5a1c1c"/>`,
            hills(c, h * 0.85, 16, '#1a2754', { freq: 1, phase: 1 }),
            at(w * 0.42, h * 0.52, 1.05, owl({ wings: true, cap: null })),
          ].join('');
        },
      },
      {
        ar: 'ليلة سعيدة أيها الحَمَل النعسان.',
        en: 'Good night, sleepy lamb. Good night, soft hay.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 50, h * 0.55),
            moon(c, w * 0.82, h * 0.2, 45),
            hills(c, h * 0.62, 16, '#2c3f7a', { freq: 1 }),
            hills(c, h * 0.75, 14, '#3b5a2c', { freq: 1.4, phase: 1 }),
            `<ellipse cx="${w * 0.42}" cy="${h * 0.95}" rx="220" ry="50" fill="#c9a227"/>`,
            at(w * 0.4, h * 0.94, 1.4, sheep(true)),
            at(w * 0.78, h * 0.66, 0.9, owl({ sleepy: false })),
            `<text x="${w * 0.56}" y="${h * 0.5}" font-family="${FONTS.latin}" font-size="40" font-weight="bold" fill="#fff3b0">z z</text>`,
          ].join('');
        },
      },
    ],
  },

  'counting-dates-with-grandma': {
    accent: '#e76f51',
    cover(c) {
      const { w, h } = c;
      const skyFill = c.linear([
        [0, '#8ecae6'],
        [1, '#e0f7ff'],
      ]);
      return [
        `<rect width="${w}" height="${h}" fill="#fbe3b5"/>`,
        tilePattern(c, h * 0.78, 40),
        `<rect y="${h * 0.81}" width="${w}" height="${h * 0.2}" fill="#e7b77a"/>`,
        windowFrame(w * 0.36, h * 0.34, 240, 300, skyFill),
        sun(c, w * 0.52, h * 0.42, 28),
        at(
          w * 0.22,
          h * 0.92,
          1.65,
          person({
            style: 'hijab',
            scarf: '#8e44ad',
            top: '#6c5ce7',
            bottom: 'robe',
            bottomColor: '#4834d4',
            glasses: true,
            left: [-10, 48],
            right: [36, 20],
            skin: '#c68b5f',
          }),
        ),
        at(
          w * 0.8,
          h * 0.92,
          1.4,
          person({
            style: 'short',
            top: '#00b894',
            bottomColor: '#2d3436',
            left: [-30, 12],
            right: [10, -70],
            skin: '#d4a373',
            mouth: 'open',
          }),
        ),
        at(w * 0.5, h * 0.98, 1.3, table(340)),
        `<ellipse cx="${w * 0.5}" cy="${h * 0.98 - 150}" rx="120" ry="26" fill="#ffffff"/><ellipse cx="${w * 0.5}" cy="${h * 0.98 - 152}" rx="100" ry="18" fill="#e9ecef"/>`,
        dateFruit(w * 0.45, h * 0.98 - 162, -10),
        dateFruit(w * 0.53, h * 0.98 - 160, 15),
        dateFruit(w * 0.49, h * 0.98 - 172, 5),
        numberBalloon(w * 0.3, h * 0.35, '1', '#e63946'),
        numberBalloon(w * 0.72, h * 0.33, '2', '#2a9d8f'),
        numberBalloon(w * 0.86, h * 0.44, '3', '#f4a261'),
      ].join('');
    },
    pages: [
      {
        ar: 'تمرة واحدة، تمرتان، ثلاث تمرات!',
        en: 'One date, two dates, three dates!',
        draw(c) {
          const { w, h } = c;
          const plate = (x, n, label, color) =>
            at(
              x,
              h * 0.74,
              1.4,
              `<ellipse cx="0" cy="0" rx="95" ry="26" fill="#fff"/><ellipse cx="0" cy="-2" rx="78" ry="18" fill="#f1f3f5"/>` +
                Array.from({ length: n }, (_, i) => dateFruit(-(n - 1) * 19 + i * 38, -8 - (i % 2) * 6, i * 25 - 15)).join(''),
            ) + at(x, h * 0.3, 1.35, numberBalloon(0, 0, label, color));
          return [
            `<rect width="${w}" height="${h}" fill="#fff3d6"/>`,
            tilePattern(c, h * 0.82, 30, ['#e76f51', '#ffe8b0']),
            `<rect y="${h * 0.85}" width="${w}" height="${h}" fill="#e7b77a"/>`,
            plate(w * 0.2, 1, '1', '#e63946'),
            plate(w * 0.5, 2, '2', '#2a9d8f'),
            plate(w * 0.8, 3, '3', '#f4a261'),
          ].join('');
        },
      },
    ],
  },

  'the-moon-lantern': {
    accent: '#d4a017',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'night'),
        stars(c, 70, h * 0.6),
        moon(c, w * 0.78, h * 0.36, 80),
        townSkyline(c, h * 0.8, { height: 1.5 }),
        stringLights(c, h * 0.52, { lanterns: true, sag: 30 }),
        `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#1c1f44"/><path d="M0 ${h * 0.9} Q${w / 2} ${h * 0.86} ${w} ${h * 0.9} V${h} H0Z" fill="#272b5c"/>`,
        `<circle cx="${w * 0.58}" cy="${h * 0.7}" r="230" fill="${c.radial([
          [0, '#ffe8a3', 0.6],
          [1, '#ffe8a3', 0],
        ])}"/>`,
        at(
          w * 0.38,
          h * 0.97,
          2.1,
          person({
            style: 'short',
            top: '#e76f51',
            bottomColor: '#264653',
            right: [40, -26],
            left: [-14, 44],
            skin: '#b07a52',
            hair: '#1b120c',
            mouth: 'open',
          }),
        ),
        at(w * 0.59, h * 0.58, 0.9, lantern()),
      ].join('');
    },
    pages: [
      {
        ar: 'في أول ليلة من رمضان، أضاء فانوس زيد بنور القمر.',
        en: "On the first night of Ramadan, Zaid's paper lantern began to glow with moonlight.",
        draw(c) {
          const { w, h } = c;
          return [
            `<rect width="${w}" height="${h}" fill="#2b2d5c"/>`,
            windowFrame(
              w * 0.6,
              h * 0.12,
              230,
              300,
              c.linear([
                [0, '#0d1838'],
                [1, '#2b3f7e'],
              ]),
            ),
            moon(c, w * 0.72, h * 0.28, 40),
            `<rect y="${h * 0.78}" width="${w}" height="${h * 0.3}" fill="#6d4c41"/>`,
            `<circle cx="${w * 0.3}" cy="${h * 0.55}" r="220" fill="${c.radial([
              [0, '#ffe8a3', 0.55],
              [1, '#ffe8a3', 0],
            ])}"/>`,
            at(w * 0.3, h * 0.25, 0.85, lantern()),
            at(
              w * 0.3,
              h * 0.98,
              1.2,
              person({ style: 'short', top: '#e76f51', right: [30, -40], left: [-30, -40], mouth: 'open', skin: '#b07a52' }),
            ),
          ].join('');
        },
      },
      {
        ar: 'قاده الفانوس عبر الشوارع الهادئة.',
        en: 'The lantern led him through the quiet streets, past sleeping cats and closed shops.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 50, h * 0.4),
            moon(c, w * 0.15, h * 0.15, 40),
            townSkyline(c, h * 0.85, { height: 1.4 }),
            `<rect y="${h * 0.85}" width="${w}" height="${h * 0.2}" fill="#1c1f44"/>`,
            stringLights(c, h * 0.3, { lanterns: true, sag: 25 }),
            `<circle cx="${w * 0.6}" cy="${h * 0.6}" r="180" fill="${c.radial([
              [0, '#ffe8a3', 0.5],
              [1, '#ffe8a3', 0],
            ])}"/>`,
            at(w * 0.52, h * 0.99, 1.3, person({ style: 'short', top: '#e76f51', right: [34, -20], skin: '#b07a52' })),
            at(w * 0.64, h * 0.55, 0.5, lantern()),
          ].join('');
        },
      },
      {
        ar: 'وتقاسم زيد الحلوى مع جاره العجوز.',
        en: 'Zaid shared his sweets with old Uncle Salim, who had no one to break his fast with.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 40, h * 0.4),
            `<rect x="${w * 0.05}" y="${h * 0.2}" width="${w * 0.9}" height="${h * 0.7}" fill="#3a3f7a"/>`,
            `<path d="M${w * 0.6} ${h * 0.9} v-230 a70 70 0 0 1 140 0 v230Z" fill="#ffd479"/>`,
            `<rect y="${h * 0.88}" width="${w}" height="${h}" fill="#1c1f44"/>`,
            at(w * 0.3, h * 0.98, 1.3, person({ style: 'short', top: '#e76f51', right: [44, -10], skin: '#b07a52', mouth: 'open' })),
            at(
              w * 0.7,
              h * 0.98,
              1.45,
              person({
                style: 'kufi',
                hair: '#9e9e9e',
                beard: '#eeeeee',
                top: '#6d597a',
                bottom: 'robe',
                bottomColor: '#4a3f5c',
                left: [-44, -6],
                skin: '#c68b5f',
              }),
            ),
            `<ellipse cx="${w * 0.5}" cy="${h * 0.7}" rx="40" ry="12" fill="#fff"/>${[-16, 0, 16].map((d) => `<circle cx="${w * 0.5 + d}" cy="${h * 0.68}" r="9" fill="#e9a03b"/>`).join('')}`,
            at(w * 0.16, h * 0.3, 0.45, lantern()),
          ].join('');
        },
      },
      {
        ar: 'وفي آخر الليل، أضاءت الفوانيس الشارع كله.',
        en: 'By the end of the night, lanterns glowed in every window of the street.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 60, h * 0.4),
            moon(c, w * 0.5, h * 0.16, 44),
            townSkyline(c, h * 0.88, { height: 1.5, lit: '#ffe066' }),
            stringLights(c, h * 0.32, { lanterns: true, sag: 20 }),
            stringLights(c, h * 0.5, { lanterns: true, sag: 30, colors: ['#ff8787', '#ffd43b', '#63e6be'] }),
            `<rect y="${h * 0.88}" width="${w}" height="${h}" fill="#1c1f44"/>`,
          ].join('');
        },
      },
    ],
  },

  'the-flying-carpet-library': {
    accent: '#7b2d6b',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'dusk'),
        stars(c, 40, h * 0.45),
        moon(c, w * 0.2, h * 0.4, 50),
        townSkyline(c, h * 0.92, { wall: '#3b2f63', dome: '#4b3d7a', lit: '#ffcf6e', height: 1.2 }),
        at(w * 0.8, h * 0.36, 1.1, flyingBook('#e76f51'), { rotate: -15 }),
        at(w * 0.66, h * 0.44, 0.9, flyingBook('#2a9d8f'), { rotate: 10 }),
        at(w * 0.88, h * 0.5, 0.8, flyingBook('#e9c46a'), { rotate: -5 }),
        at(w * 0.5, h * 0.74, 2.1, carpet(), { rotate: -6 }),
        at(w * 0.62, h * 0.7, 1.25, bookStack()),
        at(
          w * 0.38,
          h * 0.735,
          1.55,
          person({
            style: 'long',
            hair: '#2b1d14',
            top: '#f4a261',
            bottom: 'dress',
            bottomColor: '#e76f51',
            left: [-30, -10],
            right: [30, -10],
            skin: '#c68b5f',
            mouth: 'open',
          }),
          { rotate: -6 },
        ),
      ].join('');
    },
    pages: [
      {
        ar: 'كل يوم خميس يهبط البساط على شرفة نادية.',
        en: "Every Thursday the carpet landed on Nadia's balcony, heavy with books.",
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'sunset'),
            cloud(w * 0.6, h * 0.2, 0.9, '#fff0e0'),
            townSkyline(c, h * 0.75, { wall: '#c47b6b', dome: '#b4655a', lit: '#ffe8a3', height: 0.9 }),
            `<rect y="${h * 0.75}" width="${w}" height="${h}" fill="#e9c9a8"/>`,
            `<rect x="0" y="${h * 0.68}" width="${w}" height="16" fill="#8d6e63"/>${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 52 + 10}" y="${h * 0.7}" width="12" height="${h * 0.2}" fill="#8d6e63"/>`).join('')}`,
            at(w * 0.55, h * 0.5, 1.4, carpet(), { rotate: -4 }),
            at(w * 0.62, h * 0.48, 0.9, bookStack()),
            at(
              w * 0.25,
              h * 0.98,
              1.3,
              person({
                style: 'long',
                top: '#f4a261',
                bottom: 'dress',
                bottomColor: '#e76f51',
                right: [40, -40],
                left: [-40, -40],
                mouth: 'open',
                skin: '#c68b5f',
              }),
            ),
          ].join('');
        },
      },
      {
        ar: 'وحملها كتاب أزرق إلى قاع البحر.',
        en: 'A blue book carried her all the way down to the bottom of the sea.',
        draw(c) {
          const { w, h } = c;
          return [
            `<rect width="${w}" height="${h}" fill="${c.linear([
              [0, '#4dabf7'],
              [1, '#1864ab'],
            ])}"/>`,
            bubbles(c, 18, w * 0.5, h * 0.3, 200),
            at(w * 0.2, h * 0.35, 1, fish('#ff922b')),
            at(w * 0.82, h * 0.28, 0.8, fish('#fcc419'), { flip: true }),
            at(w * 0.75, h * 0.62, 0.7, fish('#f06595')),
            `<rect y="${h * 0.88}" width="${w}" height="${h}" fill="#e9c46a"/>`,
            seaweed(w * 0.08, h * 0.9, 200),
            seaweed(w * 0.93, h * 0.9, 160, '#37b24d'),
            at(w * 0.48, h * 0.7, 1.2, carpet({ main: '#1d3557', pattern: '#e63946' })),
            at(
              w * 0.48,
              h * 0.7,
              1.1,
              person({
                style: 'long',
                top: '#f4a261',
                bottom: 'dress',
                bottomColor: '#e76f51',
                left: [-30, -10],
                right: [30, -10],
                skin: '#c68b5f',
                mouth: 'open',
              }),
            ),
          ].join('');
        },
      },
    ],
  },

  'sara-at-the-spice-market': {
    accent: '#e63946',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'morning'),
        cloud(w * 0.2, h * 0.38, 0.9),
        `<rect x="0" y="${h * 0.42}" width="${w}" height="${h * 0.5}" fill="#e9c9a8"/><path d="M${w * 0.1} ${h * 0.42} v-60 a${w * 0.12} ${w * 0.12} 0 0 1 ${w * 0.24} 0 v60Z" fill="#e9c9a8"/>`,
        stringLights(c, h * 0.4, { lanterns: true, sag: 20 }),
        at(w * 0.5, h * 0.86, 1.45, marketStall()),
        at(w * 0.27, h * 0.71, 1.05, spiceBasket('#e85d04')),
        at(w * 0.43, h * 0.71, 1.05, spiceBasket('#d00000')),
        at(w * 0.59, h * 0.71, 1.05, spiceBasket('#ffba08')),
        at(w * 0.75, h * 0.71, 1.05, spiceBasket('#7f4f24')),
        `<rect y="${h * 0.86}" width="${w}" height="${h}" fill="#c8a27a"/>`,
        at(
          w * 0.2,
          h * 0.99,
          1.5,
          person({
            style: 'kufi',
            hair: '#9e9e9e',
            beard: '#f1f1f1',
            top: '#386641',
            bottom: 'robe',
            bottomColor: '#2d4f33',
            right: [40, -10],
            skin: '#b5835a',
          }),
        ),
        at(
          w * 0.78,
          h * 0.99,
          1.3,
          person({
            style: 'ponytail',
            hair: '#3b2417',
            top: '#f72585',
            bottom: 'dress',
            bottomColor: '#7209b7',
            left: [-40, -16],
            skin: '#c68b5f',
            mouth: 'open',
          }),
        ),
      ].join('');
    },
    pages: [
      {
        ar: 'القرفة للكعك، والكمّون للعدس، والزعفران للأرز.',
        en: 'Cinnamon for cakes, cumin for lentils and saffron for the rice.',
        draw(c) {
          const { w, h } = c;
          return [
            `<rect width="${w}" height="${h}" fill="#fdf0d5"/>`,
            stringLights(c, h * 0.08, { lanterns: true, sag: 14 }),
            `<rect y="${h * 0.7}" width="${w}" height="${h}" fill="#b08968"/>`,
            ...[
              ['#7f4f24', 'Cinnamon · قرفة'],
              ['#a47148', 'Cumin · كمون'],
              ['#ffba08', 'Saffron · زعفران'],
            ].map(([col, label], i) => {
              const x = w * (0.2 + i * 0.3);
              return (
                at(x, h * 0.78, 2.1, spiceBasket(col)) +
                `<rect x="${x - 110}" y="${h * 0.82}" width="220" height="50" rx="12" fill="#fff"/>` +
                svgText(x, h * 0.82 + 36, label, { size: 26, fill: '#5a3e2b', family: FONTS.arabicText })
              );
            }),
          ].join('');
        },
      },
      {
        ar: 'وعند الغروب أغلقا الدكان وعادا إلى البيت.',
        en: 'At sunset they closed the shutters and walked home together.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'sunset'),
            sun(c, w * 0.5, h * 0.62, 60, '#ffb347'),
            townSkyline(c, h * 0.8, { wall: '#8d5a4a', dome: '#7a4a3d', lit: '#ffd479', height: 0.8 }),
            `<rect y="${h * 0.8}" width="${w}" height="${h}" fill="#c8a27a"/>`,
            at(
              w * 0.42,
              h * 0.98,
              1.4,
              person({
                style: 'kufi',
                hair: '#9e9e9e',
                beard: '#f1f1f1',
                top: '#386641',
                bottom: 'robe',
                bottomColor: '#2d4f33',
                right: [34, 30],
                skin: '#b5835a',
              }),
            ),
            at(
              w * 0.58,
              h * 0.98,
              1.15,
              person({ style: 'ponytail', top: '#f72585', bottom: 'dress', bottomColor: '#7209b7', left: [-34, 26], skin: '#c68b5f' }),
            ),
          ].join('');
        },
      },
    ],
  },

  'hello-little-duck': {
    accent: '#f08c00',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'day'),
        sun(c, w * 0.62, h * 0.46, 56),
        cloud(w * 0.1, h * 0.4, 1),
        hills(c, h * 0.6, 20, '#8ce99a', { freq: 1 }),
        hills(c, h * 0.66, 16, '#51cf66', { freq: 1.6, phase: 2 }),
        water(c, h * 0.7),
        reeds(w * 0.05, h * 0.74, 6),
        reeds(w * 0.82, h * 0.74, 5),
        lilyPad(w * 0.2, h * 0.92, 60, true),
        lilyPad(w * 0.82, h * 0.88, 50),
        at(w * 0.5, h * 0.86, 2.4, duck()),
        ripple(w * 0.5, h * 0.865, 190),
        at(w * 0.24, h * 0.56, 1.6, dragonfly(), { rotate: 15 }),
      ].join('');
    },
    pages: [
      {
        ar: 'مرحبًا أيها الضفدع!',
        en: 'Hello, Frog!',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'day'),
            sun(c, w * 0.1, h * 0.15, 40),
            hills(c, h * 0.45, 14, '#69db7c'),
            water(c, h * 0.5),
            lilyPad(w * 0.72, h * 0.8, 110, true),
            at(w * 0.72, h * 0.8, 1.6, frog()),
            at(w * 0.32, h * 0.8, 1.5, duck()),
            ripple(w * 0.32, h * 0.805, 120),
            reeds(w * 0.02, h * 0.55, 4),
          ].join('');
        },
      },
      {
        ar: 'مرحبًا أيتها السمكة!',
        en: 'Hello, Fish!',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'day'),
            cloud(w * 0.7, h * 0.12, 0.8),
            water(c, h * 0.4, { color: '#339af0' }),
            at(w * 0.3, h * 0.45, 1.4, duck()),
            ripple(w * 0.3, h * 0.455, 120),
            at(w * 0.64, h * 0.72, 1.6, fish('#ff922b')),
            bubbles(c, 6, w * 0.8, h * 0.6, 40),
            seaweed(w * 0.9, h, 160),
          ].join('');
        },
      },
      {
        ar: 'مرحبًا أيها اليعسوب!',
        en: 'Hello, Dragonfly!',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'morning'),
            hills(c, h * 0.5, 14, '#8ce99a'),
            water(c, h * 0.55),
            reeds(w * 0.78, h * 0.6, 6),
            at(w * 0.66, h * 0.3, 2, dragonfly('#7048e8'), { rotate: -20 }),
            at(w * 0.3, h * 0.82, 1.5, duck()),
            ripple(w * 0.3, h * 0.825, 120),
          ].join('');
        },
      },
      {
        ar: 'وسبحت البطة الصغيرة إلى أمها.',
        en: 'And the little duck paddled home to Mama.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'sunset'),
            sun(c, w * 0.5, h * 0.45, 50, '#ffa94d'),
            water(c, h * 0.55, { color: '#748ffc', light: '#dbe4ff' }),
            at(w * 0.38, h * 0.82, 1.9, duck({ body: '#f8f9fa', wing: '#dee2e6' })),
            ripple(w * 0.38, h * 0.825, 150),
            at(w * 0.68, h * 0.85, 1.05, duck()),
            ripple(w * 0.68, h * 0.855, 80),
            heart(w * 0.55, h * 0.32, 0.9),
          ].join('');
        },
      },
    ],
  },

  'the-turtle-who-raced-the-rain': {
    accent: '#2b8a3e',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'storm'),
        cloud(w * 0.05, h * 0.36, 1.6, '#6c7a89', 1),
        cloud(w * 0.55, h * 0.33, 1.8, '#5c6b7a', 1),
        raindrops(c, 50, h * 0.62),
        hills(c, h * 0.62, 26, '#8fbf6a', { freq: 1.1 }),
        clothesLine(w * 0.55, w * 0.95, h * 0.72),
        hills(c, h * 0.74, 22, '#6aa84f', { freq: 0.8, phase: 2 }),
        flowers(c, 14, h * 0.8, h * 0.98),
        grassTufts(c, 18, h * 0.8, h, '#4c8c3a'),
        at(w * 0.38, h * 0.93, 1.9, turtle()),
      ].join('');
    },
    pages: [],
  },

  'castle-of-a-thousand-stars': {
    accent: '#c9a227',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'night'),
        stars(c, 160, h * 0.78, { big: 0.18 }),
        `<path d="M${w * 0.5} ${h * 0.4} l130 42" stroke="#fff7d6" stroke-width="3" opacity="0.8" stroke-linecap="round"/>${starShape(w * 0.5 + 135, h * 0.4 + 44, 10, '#fff7d6')}`,
        moon(c, w * 0.2, h * 0.36, 46),
        hills(c, h * 0.78, 30, '#17204a', { freq: 0.7 }),
        at(w * 0.52, h * 0.8, 1.25, castle()),
        hills(c, h * 0.86, 20, '#0f1736', { freq: 1.2, phase: 3 }),
        `<path d="M${w * 0.3} ${h} Q${w * 0.42} ${h * 0.9} ${w * 0.5} ${h * 0.84}" stroke="#c9a227" stroke-width="10" fill="none" opacity="0.5"/>`,
        at(
          w * 0.22,
          h * 0.99,
          1.2,
          person({
            style: 'hijab',
            scarf: '#4a2c6b',
            top: '#6a4c93',
            bottom: 'robe',
            bottomColor: '#3c2a5a',
            right: [30, -70],
            skin: '#c68b5f',
          }),
        ),
        `<circle cx="${w * 0.22 + 62}" cy="${h * 0.99 - 234}" r="40" fill="${c.radial([
          [0, '#ffe066', 0.8],
          [1, '#ffe066', 0],
        ])}"/>${starShape(w * 0.22 + 62, h * 0.99 - 234, 12, '#ffe066')}`,
      ].join('');
    },
    pages: [
      {
        ar: 'كانت حنان أول من لاحظ أن النجوم تختفي.',
        en: 'Hanan was the first to notice that the stars were going out, one by one.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 100, h * 0.7, { big: 0.15 }),
            ...[
              [0.3, 0.2],
              [0.55, 0.3],
              [0.75, 0.15],
            ].map(
              ([x, y]) =>
                `<circle cx="${w * x}" cy="${h * y}" r="10" fill="none" stroke="#fff7d6" stroke-width="2" stroke-dasharray="3 4" opacity="0.7"/>`,
            ),
            at(w * 0.75, h, 1.05, castle()),
            `<rect x="0" y="${h * 0.72}" width="${w * 0.55}" height="${h * 0.3}" fill="#2a3566"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 55 + 10}" y="${h * 0.72 - 50}" width="14" height="50" fill="#2a3566"/>`).join('')}<rect x="0" y="${h * 0.72 - 56}" width="${w * 0.55}" height="10" fill="#3b4a7a"/>`,
            at(
              w * 0.3,
              h * 0.72,
              1.1,
              person({
                style: 'hijab',
                scarf: '#4a2c6b',
                top: '#6a4c93',
                bottom: 'robe',
                bottomColor: '#3c2a5a',
                right: [30, -70],
                left: [-20, 40],
                skin: '#c68b5f',
              }),
            ),
          ].join('');
        },
      },
      {
        ar: 'وفي المكتبة السرية وجدت خريطة النجوم القديمة.',
        en: 'In the secret library she found the old astronomer’s map of the sky.',
        draw(c) {
          const { w, h } = c;
          const astro = `<circle r="150" fill="#c9a227"/><circle r="130" fill="#1d2545"/><circle r="100" fill="none" stroke="#c9a227" stroke-width="3"/><circle r="60" fill="none" stroke="#c9a227" stroke-width="3"/>${Array.from({ length: 24 }, (_, i) => `<line x1="${r1(Math.cos((i * Math.PI) / 12) * 130)}" y1="${r1(Math.sin((i * Math.PI) / 12) * 130)}" x2="${r1(Math.cos((i * Math.PI) / 12) * 115)}" y2="${r1(Math.sin((i * Math.PI) / 12) * 115)}" stroke="#c9a227" stroke-width="3"/>`).join('')}<path d="M-110 40 L90 -60" stroke="#e9c46a" stroke-width="8" stroke-linecap="round"/><circle r="10" fill="#e9c46a"/>`;
          return [
            `<rect width="${w}" height="${h}" fill="#2b1d3a"/>`,
            ...Array.from(
              { length: 4 },
              (_, row) =>
                `<rect x="0" y="${row * h * 0.25 + h * 0.2}" width="${w}" height="12" fill="#5a3e2b"/>` +
                Array.from(
                  { length: 30 },
                  (_, i) =>
                    `<rect x="${i * 34 + (row % 2) * 10}" y="${row * h * 0.25 + h * 0.2 - 70 + (i % 3) * 8}" width="26" height="${70 - (i % 3) * 8}" fill="${['#8e2c2c', '#2a6f97', '#c9a227', '#386641', '#6a4c93'][(i + row) % 5]}"/>`,
                ).join(''),
            ),
            `<rect x="${w * 0.15}" y="${h * 0.24}" width="${w * 0.7}" height="${h * 0.72}" rx="12" fill="#f3e3c3"/>`,
            at(w * 0.36, h * 0.6, 1, astro),
            constellation(c, w * 0.56, h * 0.5, 1.2, '#5a3e2b'),
            starShape(w * 0.8, h * 0.34, 16, '#c9a227'),
          ].join('');
        },
      },
    ],
  },

  'layla-the-young-astronomer': {
    accent: '#4361ee',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'night'),
        stars(c, 120, h * 0.75, { big: 0.2 }),
        moon(c, w * 0.25, h * 0.42, 90, { crescent: false }),
        saturn(w * 0.8, h * 0.52, 34),
        constellation(c, w * 0.46, h * 0.42, 1.1),
        townSkyline(c, h * 0.9, { wall: '#141b3d', dome: '#1c2550', lit: '#ffd479', height: 0.7 }),
        `<rect y="${h * 0.84}" width="${w}" height="${h * 0.2}" fill="#3b2f4a"/><rect y="${h * 0.84}" width="${w}" height="14" fill="#5a4a6b"/>`,
        at(w * 0.66, h * 0.98, 1.7, telescope()),
        at(
          w * 0.38,
          h * 0.98,
          1.55,
          person({
            style: 'ponytail',
            hair: '#1b120c',
            top: '#ffb703',
            bottomColor: '#023047',
            right: [48, -30],
            left: [-30, 20],
            skin: '#c68b5f',
            glasses: true,
            scarf: '#fb8500',
          }),
        ),
      ].join('');
    },
    pages: [
      {
        ar: 'صنعت ليلى تلسكوبها الأول مع جدّها على السطح.',
        en: 'Layla and her grandfather built her first telescope on the roof.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'dusk'),
            stars(c, 50, h * 0.5),
            saturn(w * 0.85, h * 0.2, 22),
            moon(c, w * 0.12, h * 0.18, 34),
            `<rect y="${h * 0.8}" width="${w}" height="${h}" fill="#6b4f6e"/><rect y="${h * 0.8}" width="${w}" height="12" fill="#8a6c8c"/>`,
            at(w * 0.52, h * 0.98, 1.2, telescope()),
            at(
              w * 0.3,
              h * 0.98,
              1.35,
              person({
                style: 'kufi',
                hair: '#9e9e9e',
                beard: '#eeeeee',
                top: '#457b9d',
                bottom: 'robe',
                bottomColor: '#1d3557',
                glasses: true,
                right: [40, -30],
                skin: '#b5835a',
              }),
            ),
            at(
              w * 0.74,
              h * 0.98,
              1.15,
              person({
                style: 'ponytail',
                top: '#ffb703',
                bottomColor: '#023047',
                left: [-40, -40],
                skin: '#c68b5f',
                glasses: true,
                mouth: 'open',
                scarf: '#fb8500',
              }),
            ),
          ].join('');
        },
      },
    ],
  },

  'two-languages-one-heart': {
    accent: '#f72585',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'day'),
        cloud(w * 0.62, h * 0.36, 0.9),
        canalHouses(c, h * 0.74, 1.15),
        `<rect y="${h * 0.74}" width="${w}" height="${h * 0.06}" fill="#adb5bd"/>`,
        water(c, h * 0.8, { color: '#4c6ef5', light: '#91a7ff' }),
        `<rect y="${h * 0.86}" width="${w}" height="${h}" fill="#ced4da"/>`,
        at(w * 0.25, h * 0.5, 1.3, speechBubble(240, 110)),
        svgText(w * 0.25, h * 0.5 - 38, 'Hallo!', { size: 50, fill: '#f72585' }),
        at(w * 0.75, h * 0.5, 1.3, speechBubble(240, 110, '#ffffff', 'right')),
        svgText(w * 0.75, h * 0.5 - 34, 'مرحبا!', { size: 58, fill: '#3a0ca3', family: FONTS.arabicTitle }),
        heart(w * 0.5, h * 0.56, 1.1),
        at(
          w * 0.5,
          h * 0.99,
          1.7,
          person({
            style: 'long',
            hair: '#2b1d14',
            top: '#4cc9f0',
            bottom: 'dress',
            bottomColor: '#f72585',
            left: [-40, -20],
            right: [40, -20],
            skin: '#c68b5f',
            bag: '#ffb703',
            mouth: 'open',
          }),
        ),
      ].join('');
    },
    pages: [
      {
        ar: 'كتبت يارا على السبورة: شكرًا تعني dank je.',
        en: 'Yara wrote on the board: "shukran" means "dank je".',
        draw(c) {
          const { w, h } = c;
          const chalk =
            svgText(0, -130, 'شكرًا', { size: 64, fill: '#ffffff', family: FONTS.arabicTitle }) +
            svgText(0, -60, '= dank je', { size: 48, fill: '#ffe066' });
          return [
            `<rect width="${w}" height="${h}" fill="#fff1e6"/>`,
            `<rect y="${h * 0.82}" width="${w}" height="${h}" fill="#c49a6c"/>`,
            at(w * 0.42, h * 0.62, 1.25, blackboard(440, 240, chalk)),
            at(
              w * 0.84,
              h * 0.98,
              1.2,
              person({
                style: 'long',
                top: '#4cc9f0',
                bottom: 'dress',
                bottomColor: '#f72585',
                left: [-60, -70],
                skin: '#c68b5f',
                mouth: 'open',
              }),
            ),
          ].join('');
        },
      },
    ],
  },

  'the-dragon-who-loved-bread': {
    accent: '#2e7d32',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'morning'),
        sun(c, w * 0.18, h * 0.4, 50),
        cloud(w * 0.6, h * 0.38, 0.8),
        hills(c, h * 0.66, 24, '#a9d18e', { freq: 1 }),
        at(w * 0.74, h * 0.86, 1.05, bakery()),
        hills(c, h * 0.84, 18, '#7cb561', { freq: 1.4, phase: 1 }),
        flowers(c, 12, h * 0.88, h * 0.99),
        at(w * 0.36, h * 0.95, 1.7, dragon()),
      ].join('');
    },
    pages: [
      {
        ar: 'كل صباح كان جمال يشمّ رائحة الخبز الطيبة.',
        en: 'Every morning Jamal smelled the wonderful smell of fresh bread drifting over the hills.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'morning'),
            sun(c, w * 0.85, h * 0.18, 40),
            hills(c, h * 0.55, 30, '#a9d18e'),
            at(w * 0.24, h * 0.8, 0.7, bakery()),
            `<path d="M${w * 0.3} ${h * 0.36} q60 -40 120 0 t120 0 t120 0" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.7" stroke-linecap="round"/>`,
            hills(c, h * 0.8, 18, '#7cb561', { phase: 1 }),
            at(w * 0.74, h * 0.98, 1.2, dragon({ bread: false })),
          ].join('');
        },
      },
      {
        ar: 'سألها جمال: هل أستطيع أن أشعل فرنك كل صباح؟',
        en: '"May I light your oven every morning?" asked Jamal. The baker laughed and said yes.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'day'),
            hills(c, h * 0.6, 14, '#a9d18e'),
            at(w * 0.55, h * 0.98, 1.3, bakery()),
            at(w * 0.2, h * 0.98, 1.05, dragon({ bread: false })),
            at(
              w * 0.84,
              h * 0.98,
              1.3,
              person({
                style: 'hijab',
                scarf: '#f4a261',
                top: '#e9c46a',
                bottom: 'robe',
                bottomColor: '#b5838d',
                left: [-40, -10],
                skin: '#c68b5f',
                mouth: 'open',
              }),
            ),
          ].join('');
        },
      },
      {
        ar: 'نفخ جمال نفخة صغيرة، فاشتعل الفرن.',
        en: 'Jamal blew one small, careful puff, and the oven glowed bright and warm.',
        draw(c) {
          const { w, h } = c;
          return [
            `<rect width="${w}" height="${h}" fill="#5d4037"/>`,
            `<path d="M${w * 0.45} ${h} v-${h * 0.4} a${w * 0.25} ${w * 0.25} 0 0 1 ${w * 0.5} 0 v${h * 0.4}Z" fill="#8d6e63"/><path d="M${w * 0.55} ${h} v-${h * 0.3} a${w * 0.15} ${w * 0.15} 0 0 1 ${w * 0.3} 0 v${h * 0.3}Z" fill="#ff9800"/>`,
            `<circle cx="${w * 0.7}" cy="${h * 0.8}" r="200" fill="${c.radial([
              [0, '#ffeb3b', 0.6],
              [1, '#ffeb3b', 0],
            ])}"/>`,
            at(w * 0.62, h * 0.96, 1.8, `<path d="M-40 0 q10 -60 40 -80 q-10 40 20 50 q10 -30 30 -40 q0 40 -10 70Z" fill="#ffd54f"/>`),
            at(w * 0.22, h * 0.98, 1.1, dragon({ bread: false })),
            [
              [0.36, 0.56, 10],
              [0.4, 0.58, 14],
              [0.45, 0.62, 18],
              [0.5, 0.67, 22],
            ]
              .map(([x, y, r], i) => `<circle cx="${w * x}" cy="${h * y}" r="${r}" fill="${i % 2 ? '#ffd54f' : '#ff9800'}" opacity="0.9"/>`)
              .join(''),
          ].join('');
        },
      },
      {
        ar: 'ومنذ ذلك اليوم يأكل أهل القرية كلهم خبز جمال.',
        en: 'Since that day, the whole village eats "Jamal bread", and Jamal always gets the first loaf.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'golden'),
            hills(c, h * 0.65, 16, '#a9d18e'),
            `<rect x="${w * 0.1}" y="${h * 0.78}" width="${w * 0.8}" height="20" rx="6" fill="#8d6e63"/>`,
            at(w * 0.22, h * 0.98, 1.0, dragon()),
            at(
              w * 0.55,
              h * 0.98,
              1.1,
              person({ style: 'curly', top: '#4cc9f0', bottomColor: '#3a0ca3', right: [10, -50], skin: '#8d5524', mouth: 'open' }),
            ),
            at(
              w * 0.7,
              h * 0.98,
              1.05,
              person({
                style: 'ponytail',
                top: '#f72585',
                bottom: 'dress',
                bottomColor: '#7209b7',
                left: [-20, -40],
                skin: '#e0ac69',
                hair: '#a0522d',
              }),
            ),
            at(
              w * 0.86,
              h * 0.98,
              1.25,
              person({ style: 'hijab', scarf: '#f4a261', top: '#e9c46a', bottom: 'robe', bottomColor: '#b5838d', skin: '#c68b5f' }),
            ),
          ].join('');
        },
      },
    ],
  },

  'where-is-baby-elephant': {
    accent: '#1c7ed6',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'day'),
        sun(c, w * 0.2, h * 0.4, 50),
        cloud(w * 0.62, h * 0.38, 0.8),
        hills(c, h * 0.64, 20, '#b2f2bb', { freq: 1 }),
        at(w * 0.82, h * 0.8, 1.1, palm(360, { lean: -30 })),
        hills(c, h * 0.76, 18, '#8ce99a', { freq: 1.2, phase: 2 }),
        at(w * 0.33, h * 0.94, 1.8, elephant({ trunkUp: true })),
        at(w * 0.76, h * 0.96, 0.95, elephant({ body: '#a5d8ff', dark: '#74c0fc', bow: '#f06595' }), { flip: true }),
        at(w * 0.79, h * 0.99, 1.0, bush(230)),
        flowers(c, 10, h * 0.9, h * 0.99),
      ].join('');
    },
    pages: [
      {
        ar: 'هل هو في النهر؟ نعم! أذناه تظهران!',
        en: 'Is he in the river? Yes! Look, there are his ears!',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'day'),
            hills(c, h * 0.45, 16, '#8ce99a'),
            water(c, h * 0.55, { color: '#4dabf7' }),
            at(w * 0.55, h * 0.8, 1.2, elephant({ body: '#a5d8ff', dark: '#74c0fc', bow: '#f06595', trunkUp: true })),
            water(c, h * 0.78, { color: '#4dabf7' }),
            ...[0, 1, 2, 3, 4].map((i) => `<circle cx="${w * 0.72 + i * 12}" cy="${h * 0.3 - i * 14}" r="${6 + i}" fill="#d0ebff"/>`),
            at(w * 0.15, h * 0.58, 0.6, palm(300, { lean: 20 })),
          ].join('');
        },
      },
      {
        ar: 'تحت النجوم نام الفيل الصغير قرب أمه.',
        en: 'Under the stars, Baby Elephant fell asleep next to Mama.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'night'),
            stars(c, 70, h * 0.6),
            moon(c, w * 0.8, h * 0.18, 40),
            hills(c, h * 0.72, 18, '#2b3f7e'),
            at(w * 0.4, h * 0.96, 1.3, elephant({ body: '#8a9bb3', dark: '#6c7d96' })),
            at(w * 0.7, h * 0.96, 0.75, elephant({ body: '#9db7d6', dark: '#7d97b6', bow: '#f06595' }), { flip: true }),
          ].join('');
        },
      },
    ],
  },

  'grandpas-olive-garden': {
    accent: '#6a8f3a',
    cover(c) {
      const { w, h } = c;
      return [
        sky(c, 'sunset'),
        sun(c, w * 0.78, h * 0.48, 55, '#ffb347'),
        hills(c, h * 0.66, 24, '#c5a880', { freq: 0.9 }),
        hills(c, h * 0.74, 20, '#a3b26b', { freq: 1.3, phase: 1 }),
        at(w * 0.45, h * 0.86, 1.55, oliveTree(c)),
        oliveNet(c, w * 0.47, h * 0.905, w * 0.4, 46),
        at(
          w * 0.2,
          h * 0.99,
          1.5,
          person({
            style: 'kufi',
            hair: '#9e9e9e',
            beard: '#f1f1f1',
            top: '#6b705c',
            bottom: 'robe',
            bottomColor: '#3f4238',
            right: [30, -64],
            left: [-14, 44],
            skin: '#b5835a',
          }),
        ),
        at(
          w * 0.76,
          h * 0.99,
          1.25,
          person({
            style: 'short',
            top: '#e76f51',
            bottomColor: '#264653',
            left: [-30, 20],
            right: [30, 20],
            skin: '#c68b5f',
            mouth: 'open',
          }),
        ),
        `<path d="M${w * 0.76 - 44} ${h * 0.99 - 106} h88 l-10 50 h-68Z" fill="#a47d44"/><path d="M${w * 0.76 - 44} ${h * 0.99 - 106} q44 -50 88 0" stroke="#a47d44" stroke-width="6" fill="none"/>${[-24, -8, 8, 24].map((d) => `<circle cx="${w * 0.76 + d}" cy="${h * 0.99 - 110}" r="8" fill="#3e2a4f"/>`).join('')}`,
      ].join('');
    },
    pages: [
      {
        ar: 'فرش مالك وجدّه الشباك تحت الشجرة العتيقة.',
        en: 'Malik and Grandpa spread the nets under the old tree.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'morning'),
            hills(c, h * 0.55, 20, '#c5a880'),
            at(w * 0.5, h * 0.8, 1.15, oliveTree(c)),
            `<path d="M${w * 0.1} ${h * 0.86} L${w * 0.9} ${h * 0.86} L${w * 0.95} ${h} L${w * 0.05} ${h}Z" fill="#f1e3c6"/>`,
            at(
              w * 0.22,
              h * 0.99,
              1.2,
              person({
                style: 'kufi',
                hair: '#9e9e9e',
                beard: '#f1f1f1',
                top: '#6b705c',
                bottom: 'robe',
                bottomColor: '#3f4238',
                left: [-20, 50],
                right: [40, 40],
                skin: '#b5835a',
              }),
            ),
            at(w * 0.78, h * 0.99, 1.0, person({ style: 'short', top: '#e76f51', left: [-40, 40], skin: '#c68b5f', mouth: 'open' })),
          ].join('');
        },
      },
      {
        ar: 'وعند الغروب أكلا الخبز مع الزيت الجديد.',
        en: 'At sunset they dipped warm bread in the new oil.',
        draw(c) {
          const { w, h } = c;
          return [
            sky(c, 'sunset'),
            sun(c, w * 0.5, h * 0.6, 60, '#ffb347'),
            hills(c, h * 0.7, 16, '#a3b26b'),
            `<ellipse cx="${w * 0.5}" cy="${h * 0.88}" rx="180" ry="30" fill="#e9d8a6"/><ellipse cx="${w * 0.46}" cy="${h * 0.86}" rx="60" ry="18" fill="#f0c27b"/><ellipse cx="${w * 0.58}" cy="${h * 0.86}" rx="34" ry="14" fill="#b5a642"/>`,
            at(
              w * 0.26,
              h * 0.99,
              1.25,
              person({
                style: 'kufi',
                hair: '#9e9e9e',
                beard: '#f1f1f1',
                top: '#6b705c',
                bottom: 'robe',
                bottomColor: '#3f4238',
                right: [50, 10],
                skin: '#b5835a',
              }),
            ),
            at(w * 0.76, h * 0.99, 1.05, person({ style: 'short', top: '#e76f51', left: [-50, 10], skin: '#c68b5f', mouth: 'open' })),
          ].join('');
        },
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Rendering

/**
 * Renders a title as large as fits: one line at each of the given sizes, then balanced lines
 * at the last size (balanced breaks read better on a cover than "... Thousand / Stars").
 */
async function fitTitle(text, color, family, sizes, maxWidth) {
  for (const size of sizes) {
    const rendered = await renderText(text, color, `${family} ${size}`);
    if (rendered.info.width <= maxWidth) return rendered;
  }
  const size = sizes.at(-1);
  const words = text.split(/\s+/);
  for (let lines = 2; lines <= 3; lines++) {
    const rendered = await renderText(balance(words, lines).join('\n'), color, `${family} ${size}`, 0.8);
    if (rendered.info.width <= maxWidth || lines === 3) return rendered;
  }
  throw new Error('unreachable');
}

function balance(words, lines) {
  const target = words.join(' ').length / lines;
  const out = [];
  let current = [];
  for (const word of words) {
    const candidate = [...current, word].join(' ');
    if (current.length && candidate.length > target * 1.08 && out.length < lines - 1) {
      out.push(current.join(' '));
      current = [word];
    } else current.push(word);
  }
  out.push(current.join(' '));
  return out;
}

async function renderText(text, color, font, lineHeight = null) {
  const spacing = lineHeight ? ` line_height="${lineHeight}"` : '';
  return sharp({
    text: { text: `<span foreground="${color}"${spacing}>${esc(text)}</span>`, font, rgba: true, align: 'centre', dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** Text with a soft dark shadow, for text set straight onto the picture. */
async function shadowedText(text, font) {
  const fg = await renderText(text, '#ffffff', font);
  const pad = 16;
  const { width, height } = fg.info;
  const shadow = await sharp(fg.data)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#00000000' })
    .ensureAlpha()
    .linear([0, 0, 0, 0.9], [0, 0, 0, 0])
    .blur(5)
    .png()
    .toBuffer();
  const data = await sharp(shadow)
    .composite([{ input: fg.data, top: pad - 2, left: pad }])
    .png()
    .toBuffer();
  return { data, info: { width: width + 2 * pad, height: height + 2 * pad } };
}

function ageLabel(groups) {
  const ranges = { infants: [0, 2], toddlers: [2, 5], children: [4, 7], teenagers: [7, null] };
  const lows = groups.map((g) => ranges[g][0]);
  const highs = groups.map((g) => ranges[g][1]);
  const low = Math.min(...lows);
  return highs.includes(null) ? `${low}+` : `${low}–${Math.max(...highs)}`;
}

async function renderCover(book) {
  const scene = SCENES[book.slug];
  const c = surface(COVER.w, COVER.h, `${book.slug}:cover`);
  const art = scene.cover(c);
  const accent = scene.accent;

  const arTitle = await fitTitle(book.title_ar, '#2d1e12', `${FONTS.arabicTitle} Bold`, [66, 56], 700);
  const enTitle = await fitTitle(book.title_en, readableOnCream(accent), `${FONTS.latin} Bold`, [40, 34], 700);
  const author = await shadowedText(`${book.author_en}  ·  ${book.author_ar}`, `${FONTS.arabicText} Bold 30`);

  const panelTop = 54;
  const gap = 46;
  const panelH = 44 + arTitle.info.height + gap + enTitle.info.height + 44;
  const panelX = 70;
  const panelW = COVER.w - 140;
  const dividerY = panelTop + 44 + arTitle.info.height + gap / 2;
  const shadow = c.filter('<feGaussianBlur stdDeviation="10"/>');
  const spine = c.linear(
    [
      [0, '#000000', 0.35],
      [0.6, '#000000', 0.08],
      [1, '#000000', 0],
    ],
    { x2: 1, y2: 0 },
  );
  const vignette = c.linear([
    [0, '#000000', 0],
    [0.75, '#000000', 0],
    [1, '#000000', 0.45],
  ]);
  const age = ageLabel(book.age_groups);
  const sticker = { x: COVER.w - 118, y: panelTop + panelH + 90 };

  const overlay = `
    <rect width="${COVER.w}" height="${COVER.h}" fill="${vignette}"/>
    <rect x="${panelX + 6}" y="${panelTop + 10}" width="${panelW}" height="${panelH}" rx="36" fill="#000" opacity="0.28" filter="${shadow}"/>
    <rect x="${panelX}" y="${panelTop}" width="${panelW}" height="${panelH}" rx="36" fill="#fffaf0"/>
    <rect x="${panelX + 12}" y="${panelTop + 12}" width="${panelW - 24}" height="${panelH - 24}" rx="28" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
    <line x1="${COVER.w / 2 - 120}" y1="${dividerY}" x2="${COVER.w / 2 - 22}" y2="${dividerY}" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>
    <line x1="${COVER.w / 2 + 22}" y1="${dividerY}" x2="${COVER.w / 2 + 120}" y2="${dividerY}" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>
    ${starShape(COVER.w / 2, dividerY, 11, accent)}
    <g transform="rotate(-10 ${sticker.x} ${sticker.y})">
      <circle cx="${sticker.x}" cy="${sticker.y}" r="66" fill="#000" opacity="0.25" filter="${shadow}"/>
      <circle cx="${sticker.x}" cy="${sticker.y}" r="62" fill="${accent}"/>
      <circle cx="${sticker.x}" cy="${sticker.y}" r="54" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 6"/>
      ${svgText(sticker.x, sticker.y - 20, 'سنوات', { size: 19, fill: '#ffffff', family: FONTS.arabicText })}
      ${svgText(sticker.x, sticker.y + 18, age, { size: age.length > 3 ? 36 : 42, fill: '#ffffff' })}
      ${svgText(sticker.x, sticker.y + 40, 'YEARS', { size: 13, fill: '#ffffff' })}
    </g>
    <rect x="0" y="0" width="44" height="${COVER.h}" fill="${spine}"/>
    <line x1="44" y1="0" x2="44" y2="${COVER.h}" stroke="#ffffff" stroke-width="2" opacity="0.25"/>`;

  const base = c.doc(art + overlay);
  const authorTop = COVER.h - 18 - author.info.height;
  const buffer = await sharp(Buffer.from(base))
    .composite([
      { input: arTitle.data, top: panelTop + 44, left: Math.round((COVER.w - arTitle.info.width) / 2) },
      { input: enTitle.data, top: panelTop + 44 + arTitle.info.height + gap, left: Math.round((COVER.w - enTitle.info.width) / 2) },
      { input: author.data, top: authorTop, left: Math.round((COVER.w - author.info.width) / 2) },
    ])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: COVER.quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return buffer;
}

/** An inner page's illustration alone, at the page's aspect ratio (used by previews and PDFs). */
async function renderIllustration(book, index, width) {
  const page = SCENES[book.slug].pages[index];
  const h = PAGE.h - PAGE.band;
  const c = surface(PAGE.w, h, `${book.slug}:page:${index}`);
  const svg = c.doc(page.draw(c));
  return sharp(Buffer.from(svg)).resize({ width }).flatten({ background: '#ffffff' });
}

async function renderPreview(book, index) {
  const page = SCENES[book.slug].pages[index];
  const picture = await (await renderIllustration(book, index, PAGE.w)).png().toBuffer();
  const line = await renderText(page.ar, '#2d1e12', `${FONTS.arabicText} Bold 34`);
  const number = await renderText(String(index + 1), '#9a8a78', `${FONTS.latin} Bold 22`);
  const band = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.w}" height="${PAGE.h}"><rect width="${PAGE.w}" height="${PAGE.h}" fill="#fffaf0"/><line x1="${PAGE.w / 2 - 60}" y1="${PAGE.h - 22}" x2="${PAGE.w / 2 - 24}" y2="${PAGE.h - 22}" stroke="#d8c8b0" stroke-width="2"/><line x1="${PAGE.w / 2 + 24}" y1="${PAGE.h - 22}" x2="${PAGE.w / 2 + 60}" y2="${PAGE.h - 22}" stroke="#d8c8b0" stroke-width="2"/></svg>`;
  const textTop = PAGE.h - PAGE.band + Math.round((PAGE.band - 30 - line.info.height) / 2);
  return sharp(Buffer.from(band))
    .composite([
      { input: picture, top: 0, left: 0 },
      { input: line.data, top: Math.max(PAGE.h - PAGE.band + 6, textTop), left: Math.round((PAGE.w - line.info.width) / 2) },
      { input: number.data, top: PAGE.h - 22 - Math.round(number.info.height / 2), left: Math.round((PAGE.w - number.info.width) / 2) },
    ])
    .flatten({ background: '#fffaf0' })
    .jpeg({ quality: PAGE.quality, mozjpeg: true })
    .toBuffer();
}

/** Extra text for the PDFs' last page, where a book has one. */
const BACK_MATTER = {
  'the-dragon-who-loved-bread': {
    heading: "Jamal's flatbread (with a grown-up)",
    lines: [
      '500 g flour, 1 teaspoon salt, 1 teaspoon dry yeast, 300 ml warm water, 2 spoons olive oil.',
      'Mix everything into a soft dough and knead it for ten minutes.',
      'Let it rest under a cloth for one hour, until it is twice as big.',
      'Make eight balls, roll them flat and bake them in a very hot oven for 5 minutes.',
      'Eat them warm, and always give the first one to a dragon.',
    ],
  },
};

async function renderPdf(book, coverJpeg) {
  const scene = SCENES[book.slug];
  const doc = await PDFDocument.create();
  doc.setTitle(book.title_en);
  doc.setAuthor(book.author_en);
  doc.setSubject(`${book.title_en} (sample pages)`);
  doc.setLanguage('en');
  doc.setProducer('generate-demo-artwork');
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.18, 0.12, 0.07);
  const accent = hexToRgb(scene.accent);
  const paper = rgb(1, 0.98, 0.94);
  const W = 600;
  const H = 600;

  const frame = (page) => {
    page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: paper });
    page.drawRectangle({
      x: 14,
      y: 14,
      width: W - 28,
      height: H - 28,
      borderColor: accent,
      borderWidth: 2,
      borderDashArray: [2, 8],
      borderLineCap: 1,
    });
  };
  const centred = (page, text, y, font, size, color = ink) => {
    page.drawText(text, { x: (W - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  const wrap = (text, font, size, maxWidth) => {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };

  // Title page: the cover itself.
  const cover = await doc.embedJpg(await sharp(coverJpeg).resize({ width: 420 }).jpeg({ quality: 72 }).toBuffer());
  const title = doc.addPage([W, H]);
  frame(title);
  const ch = 440;
  const cw = (cover.width / cover.height) * ch;
  title.drawImage(cover, { x: (W - cw) / 2, y: H - 40 - ch, width: cw, height: ch });
  centred(title, book.title_en, 84, bold, 22, accent);
  centred(title, `by ${book.author_en}`, 56, regular, 13);

  // Story pages: illustration above, text below.
  for (let i = 0; i < scene.pages.length; i++) {
    const picture = await doc.embedJpg(await (await renderIllustration(book, i, 640)).jpeg({ quality: 70, mozjpeg: true }).toBuffer());
    const page = doc.addPage([W, H]);
    frame(page);
    const pw = W - 80;
    const ph = (picture.height / picture.width) * pw;
    page.drawImage(picture, { x: 40, y: H - 40 - ph, width: pw, height: ph });
    const lines = wrap(scene.pages[i].en, regular, 17, W - 120);
    lines.forEach((line, n) => centred(page, line, H - 40 - ph - 44 - n * 24, regular, 17));
    centred(page, String(i + 1), 28, bold, 10, accent);
  }

  // Last page.
  const end = doc.addPage([W, H]);
  frame(end);
  const back = BACK_MATTER[book.slug];
  if (back) {
    centred(end, back.heading, H - 90, bold, 20, accent);
    let y = H - 140;
    back.lines.forEach((text, n) => {
      for (const line of wrap(`${n + 1}.  ${text}`, regular, 14, W - 140)) {
        end.drawText(line, { x: 70, y, size: 14, font: regular, color: ink });
        y -= 22;
      }
      y -= 8;
    });
    centred(end, 'The End', 90, bold, 26, accent);
  } else {
    centred(end, 'The End', H / 2 + 20, bold, 34, accent);
    centred(end, 'Thank you for reading this sample.', H / 2 - 20, regular, 15);
  }
  for (let k = 0; k < 5; k++) {
    end.drawCircle({ x: W / 2 - 80 + k * 40, y: 60, size: 6, color: accent, opacity: 0.6 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** The accent darkened until it reads on the cream title panel (WCAG contrast 4.5 or more). */
function readableOnCream(hex) {
  const luminance = (h) => {
    const n = parseInt(h.slice(1), 16);
    const lin = (v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  };
  const cream = luminance('#fffaf0');
  let color = hex;
  while ((cream + 0.05) / (luminance(color) + 0.05) < 4.5) color = shade(color, 0.92);
  return color;
}

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  checkFonts();
  const books = await loadDemoBooks();
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const problems = [];
  const write = async (relative, buffer, maxBytes) => {
    await writeFile(path.join(ASSETS, relative), buffer);
    if (buffer.length > maxBytes) problems.push(`${relative} is ${buffer.length} bytes (limit ${maxBytes})`);
    console.log(`${String(Math.round(buffer.length / 1024)).padStart(4)} KB  ${relative}`);
  };

  for (const book of books) {
    const scene = SCENES[book.slug];
    if (!scene) throw new Error(`No artwork for demo book ${book.slug}`);
    if (book.previews.length > scene.pages.length) throw new Error(`${book.slug} lists more previews than it has pages`);
    const cover = await renderCover(book);
    await write(book.cover, cover, COVER.maxBytes);
    for (const [i, preview] of book.previews.entries()) {
      await write(preview, await renderPreview(book, i), PAGE.maxBytes);
    }
    if (book.pdf) {
      if (scene.pages.length < 3) throw new Error(`${book.slug} needs at least 3 pages for a PDF`);
      await write(book.pdf, await renderPdf(book, cover), PDF_MAX_BYTES);
    }
  }

  let total = 0;
  for (const name of await readdir(OUT)) total += (await stat(path.join(OUT, name))).size;
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB in ${path.relative(ROOT, OUT)}`);
  if (total > TOTAL_MAX_BYTES) problems.push(`api/assets/demo is ${total} bytes (limit ${TOTAL_MAX_BYTES})`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

await main();

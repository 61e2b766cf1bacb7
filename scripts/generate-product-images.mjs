// Draws one small SVG per product of the demo catalogue into apps/web/public/images/products, so the
// app shows product pictures without fetching anything from another origin.
//   node --import tsx scripts/generate-product-images.mjs
// Each picture: a gradient of the product's category, soft circles placed by the product's name (so two
// products of one category still differ), a Lucide icon (ISC) drawn large, and the product's name.
// The output files are committed; rerun this after changing the catalogue.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedProducts } from '../apps/server/src/db/seed/catalogue-data.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/images/products');

/** Gradient (dark corner → light corner) per category. The dark end keeps white text readable. */
const palettes = {
  'Eletrônicos': ['#1e3a8a', '#3b82f6'],
  'Casa e Cozinha': ['#9a3412', '#fb923c'],
  'Viagens e Experiências': ['#155e75', '#22d3ee'],
  'Moda': ['#831843', '#f472b6'],
  'Esportes': ['#14532d', '#4ade80'],
  'Games': ['#3b0764', '#a78bfa'],
  'Bebês e Crianças': ['#92400e', '#fbbf24'],
  'Presentes': ['#881337', '#fb7185'],
};

/** Lucide icon per image slug. A missing entry stops the script, so no product gets a blank picture. */
const icons = {
  'smartphone-galaxy-s24': 'smartphone',
  'notebook-dell-inspiron-15': 'laptop',
  'smart-tv-lg-55-4k': 'tv',
  'air-fryer-philco-4l': 'microwave',
  'cafeteira-nespresso-vertuo': 'coffee',
  'playstation-5-slim': 'gamepad-2',
  'fim-de-semana-gramado': 'mountain-snow',
  'bicicleta-caloi-explorer': 'bike',
  'apple-watch-series-9': 'watch',
  'iphone-15': 'smartphone-nfc',
  'macbook-air-m3': 'laptop-minimal',
  'fone-jbl-tune-520bt': 'headphones',
  'kindle-paperwhite': 'book-open-text',
  'gopro-hero12': 'camera',
  'caixa-de-som-jbl-charge-5': 'speaker',
  'geladeira-brastemp-frost-free': 'refrigerator',
  'robo-aspirador-xiaomi': 'bot',
  'jogo-de-panelas-tramontina': 'cooking-pot',
  'sofa-retratil-3-lugares': 'sofa',
  'batedeira-kitchenaid': 'chef-hat',
  'voo-de-balao-boituva': 'balloon',
  'resort-porto-de-galinhas': 'tree-palm',
  'day-spa-para-2': 'bath',
  'ingressos-beto-carrero': 'ferris-wheel',
  'tenis-nike-air-max-90': 'footprints',
  'bolsa-de-couro-arezzo': 'handbag',
  'oculos-ray-ban-aviador': 'glasses',
  'esteira-eletrica-movement': 'heart-pulse',
  'barraca-camping-4-pessoas': 'tent',
  'prancha-stand-up-paddle': 'sailboat',
  'nintendo-switch-oled': 'gamepad',
  'xbox-series-s': 'joystick',
  'cadeira-gamer-thunderx3': 'armchair',
  'carrinho-de-bebe-galzerano': 'baby',
  'berco-multifuncional': 'bed',
  'lego-casa-na-arvore': 'toy-brick',
  'cesta-cafe-da-manha': 'croissant',
  'kit-vinhos-chilenos': 'wine',
  'perfume-malbec-gold': 'perfume-bottle',
  'kit-churrasco-gourmet': 'flame',
};

const W = 640;
const H = 480;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small deterministic hash, so a product keeps its look from one run to the next. */
function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

/** The caption: one line when the name is short, else two lines of about the same length. */
function wrap(name, oneLine = 24) {
  if (name.length <= oneLine) return [name];
  const words = name.split(' ');
  let best = [name];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    if (words[i] === '–') continue; // a dash stays at the end of the first line
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => l.length));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  }
  return best;
}

async function iconMarkup(name) {
  const { __iconData } = await import(`lucide-react/icons/${name}`);
  // Some names are aliases that re-export another icon without its drawing: use the canonical name.
  if (!__iconData) throw new Error(`ícone ${name} é um apelido: use o nome canônico do Lucide`);
  return __iconData.node.map(([tag, attrs]) => {
    const attributes = Object.entries(attrs).filter(([key]) => key !== 'key').map(([key, value]) => `${key}="${value}"`).join(' ');
    return `<${tag} ${attributes}/>`;
  }).join('');
}

async function drawProduct(product, slug) {
  const [dark, light] = palettes[product.category] ?? (() => { throw new Error(`sem paleta para a categoria ${product.category}`); })();
  const iconName = icons[slug];
  if (!iconName) throw new Error(`sem ícone para ${slug}: acrescente-o em scripts/generate-product-images.mjs`);
  const icon = await iconMarkup(iconName);
  const h = hash(slug);
  // Two soft circles whose place and size come from the name.
  const c1 = { x: 80 + (h % 200), y: 60 + ((h >> 8) % 120), r: 90 + ((h >> 16) % 70) };
  const c2 = { x: 420 + ((h >> 4) % 180), y: 220 + ((h >> 12) % 140), r: 110 + ((h >> 20) % 90) };
  const lines = wrap(product.name);
  const fontSize = lines.some((l) => l.length > 22) ? 28 : 32;
  const captionTop = H - 40 - lines.length * (fontSize + 6);
  const iconSize = 168;
  const iconX = (W - iconSize) / 2;
  const iconY = Math.max(36, (captionTop - iconSize) / 2 - 4);
  const scale = iconSize / 24;
  const caption = lines.map((line, i) =>
    `<text x="${W / 2}" y="${captionTop + 34 + i * (fontSize + 6)}">${escapeXml(line)}</text>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(product.name)}">`,
    `<title>${escapeXml(product.name)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>`,
    `<g id="i" fill="none" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${icon}</g></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    `<circle cx="${c1.x}" cy="${c1.y}" r="${c1.r}" fill="#fff" opacity=".1"/>`,
    `<circle cx="${c2.x}" cy="${c2.y}" r="${c2.r}" fill="#fff" opacity=".08"/>`,
    `<circle cx="${W / 2}" cy="${iconY + iconSize / 2}" r="${iconSize * 0.72}" fill="#fff" opacity=".14"/>`,
    `<use href="#i" stroke="#000" opacity=".18" transform="translate(${iconX + 5} ${iconY + 7}) scale(${scale})"/>`,
    `<use href="#i" stroke="#fff" transform="translate(${iconX} ${iconY}) scale(${scale})"/>`,
    `<rect y="${captionTop}" width="${W}" height="${H - captionTop}" fill="#000" opacity=".22"/>`,
    `<g fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle">${caption}</g>`,
    '</svg>',
  ].join('\n') + '\n';
}

mkdirSync(outDir, { recursive: true });
const wanted = new Set();
for (const product of seedProducts) {
  const match = /^\/images\/products\/([a-z0-9-]+)\.svg$/.exec(product.image);
  if (!match) throw new Error(`imagem fora de /images/products: ${product.image}`);
  const slug = match[1];
  wanted.add(`${slug}.svg`);
  writeFileSync(join(outDir, `${slug}.svg`), await drawProduct(product, slug));
}
// Pictures of products that left the catalogue go too.
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(outDir, file));
}
console.log(`${wanted.size} imagens em ${basename(dirname(outDir))}/${basename(outDir)}`);

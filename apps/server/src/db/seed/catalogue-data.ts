import type { ProductStatus, ProductType, TargetAudience } from '../schema.ts';

/**
 * The demo catalogue a new installation starts with, so every screen has something real to show:
 * `demo` products are the store's own (the landing page), `marketplace` products come from partners
 * (the public marketplace). Images are files the web app serves itself (apps/web/public/images/products,
 * drawn by scripts/generate-product-images.mjs from this list), never an outside URL.
 */
export interface SeedProduct {
  name: string;
  description: string;
  price: number; // reais
  image: string;
  category: string;
  type: ProductType;
  status?: ProductStatus;
  featured?: boolean;
  partner?: string;
  commission_rate?: number;
  tags?: string[];
  min_group_size?: number;
  max_group_size?: number;
  target_audience?: TargetAudience;
}

export const seedPlans = [
  { name: 'Basic', monthly_fee: 49.9, percentage_fee: 2.5, description: 'Para lojas começando com compras em grupo.' },
  { name: 'Pro', monthly_fee: 149.9, percentage_fee: 1.5, description: 'Para lojas com volume: taxa menor e suporte prioritário.' },
  { name: 'Enterprise', monthly_fee: 499.9, percentage_fee: 0.8, description: 'Para redes e grandes varejistas: menor taxa, várias lojas e gerente de conta.' },
];

/** `target_audience` of a category: 'b2c' (marketplace only) or 'ambos' (store catalogue and marketplace). */
export const seedCategories = [
  { name: 'Eletrônicos', icon: '📱', target_audience: 'ambos' },
  { name: 'Casa e Cozinha', icon: '🏠', target_audience: 'ambos' },
  { name: 'Viagens e Experiências', icon: '✈️', target_audience: 'b2c' },
  { name: 'Moda', icon: '👗', target_audience: 'b2c' },
  { name: 'Esportes', icon: '⚽', target_audience: 'ambos' },
  { name: 'Games', icon: '🎮', target_audience: 'b2c' },
  { name: 'Bebês e Crianças', icon: '🍼', target_audience: 'b2c' },
  { name: 'Presentes', icon: '🎁', target_audience: 'ambos' },
];

export const seedOccasions = [
  { name: 'Aniversário', icon: '🎂', featured: true, active: true, suggested_group_sizes: [3, 10] },
  { name: 'Casamento', icon: '💍', featured: true, active: true, suggested_group_sizes: [5, 20] },
  { name: 'Chá de bebê', icon: '🍼', featured: true, active: true, suggested_group_sizes: [4, 12] },
  { name: 'Dia das Mães', icon: '💐', featured: true, active: true, suggested_group_sizes: [2, 6] },
  { name: 'Amigo secreto', icon: '🎁', featured: false, active: true, suggested_group_sizes: [5, 15] },
  { name: 'Formatura', icon: '🎓', featured: false, active: true, suggested_group_sizes: [5, 20] },
  { name: 'Natal', icon: '🎄', featured: true, active: true, suggested_group_sizes: [3, 8] },
  { name: 'Dia dos Pais', icon: '👔', featured: false, active: false, suggested_group_sizes: [2, 6] },
];

export const seedPartners = [
  { name: 'TechBrasil Distribuidora', contact_email: 'parcerias@techbrasil.com.br', website: 'https://techbrasil.com.br', commission_rate: 5, description: 'Distribuidora de eletrônicos e games com entrega para todo o Brasil.', categories: ['Eletrônicos', 'Games'], type: 'marketplace' as const, status: 'active' as const },
  { name: 'Casa & Sabor Utilidades', contact_email: 'comercial@casaesabor.com.br', website: 'https://casaesabor.com.br', commission_rate: 6, description: 'Eletrodomésticos, móveis e utilidades para o lar.', categories: ['Casa e Cozinha'], type: 'marketplace' as const, status: 'active' as const },
  { name: 'Rota Viagens', contact_email: 'afiliados@rotaviagens.com.br', website: 'https://rotaviagens.com.br', commission_rate: 8, description: 'Agência de turismo com pacotes e experiências pelo Brasil.', categories: ['Viagens e Experiências'], type: 'affiliate' as const, status: 'active' as const },
  { name: 'Estilo Paulista Moda', contact_email: 'contato@estilopaulista.com.br', website: 'https://estilopaulista.com.br', commission_rate: 7, description: 'Calçados, bolsas e acessórios de marcas nacionais e importadas.', categories: ['Moda'], type: 'marketplace' as const, status: 'active' as const },
  { name: 'Movimento Esportes', contact_email: 'vendas@movimentoesportes.com.br', website: 'https://movimentoesportes.com.br', commission_rate: 6, description: 'Equipamentos para esporte, fitness e aventura ao ar livre.', categories: ['Esportes'], type: 'marketplace' as const, status: 'active' as const },
  { name: 'Pequeno Mundo Infantil', contact_email: 'parcerias@pequenomundo.com.br', website: 'https://pequenomundo.com.br', commission_rate: 5.5, description: 'Tudo para bebês e crianças, do enxoval aos brinquedos.', categories: ['Bebês e Crianças'], type: 'marketplace' as const, status: 'active' as const },
  { name: 'Presente Certo', contact_email: 'afiliados@presentecerto.com.br', website: 'https://presentecerto.com.br', commission_rate: 9, description: 'Cestas, kits e presentes prontos para entregar.', categories: ['Presentes'], type: 'affiliate' as const, status: 'active' as const },
  { name: 'GameHouse Brasil', contact_email: 'parceiros@gamehouse.com.br', website: 'https://gamehouse.com.br', commission_rate: 4, description: 'Consoles e acessórios; cadastro em análise.', categories: ['Games'], type: 'affiliate' as const, status: 'pending' as const },
  { name: 'Nordeste Artesanal', contact_email: 'loja@nordesteartesanal.com.br', website: 'https://nordesteartesanal.com.br', commission_rate: 10, description: 'Artesanato e decoração do Nordeste; parceria pausada.', categories: ['Casa e Cozinha', 'Presentes'], type: 'marketplace' as const, status: 'inactive' as const },
];

const image = (slug: string) => `/images/products/${slug}.svg`;

/** The store's own catalogue, shown on the landing page (active ones). */
const demoProducts: SeedProduct[] = [
  {
    name: 'Smartphone Galaxy S24 128GB', description: 'Tela Dynamic AMOLED de 6,2", câmera tripla de 50 MP, 5G e bateria que aguenta o dia todo.',
    price: 4299, image: image('smartphone-galaxy-s24'), category: 'Eletrônicos', type: 'demo', featured: true,
    tags: ['smartphone', 'samsung', '5g'], min_group_size: 2, max_group_size: 10, target_audience: 'tech',
  },
  {
    name: 'Notebook Dell Inspiron 15 i7 16GB', description: 'Intel Core i7 de 13ª geração, 16 GB de RAM, SSD de 512 GB e tela Full HD de 15,6" para trabalho e estudo.',
    price: 5499, image: image('notebook-dell-inspiron-15'), category: 'Eletrônicos', type: 'demo', featured: true,
    tags: ['notebook', 'trabalho', 'estudo', 'dell'], min_group_size: 3, max_group_size: 15, target_audience: 'tech',
  },
  {
    name: 'Smart TV LG 55" 4K UHD', description: 'Imagem 4K com HDR, webOS com os principais apps de streaming e comando de voz. Perfeita para a sala da família.',
    price: 3299, image: image('smart-tv-lg-55-4k'), category: 'Eletrônicos', type: 'demo', featured: true,
    tags: ['tv', '4k', 'streaming', 'sala'], min_group_size: 2, max_group_size: 12, target_audience: 'familia',
  },
  {
    name: 'Air Fryer Philco 4L', description: 'Fritadeira sem óleo com cesto antiaderente de 4 litros, timer de 60 minutos e controle de temperatura até 200 °C.',
    price: 399.9, image: image('air-fryer-philco-4l'), category: 'Casa e Cozinha', type: 'demo',
    tags: ['cozinha', 'air fryer', 'saudável'], min_group_size: 2, max_group_size: 5, target_audience: 'casa',
  },
  {
    name: 'Cafeteira Expresso Nespresso Vertuo', description: 'Café expresso e coado com um toque, leitura automática da cápsula e 12 cápsulas de boas-vindas.',
    price: 899, image: image('cafeteira-nespresso-vertuo'), category: 'Casa e Cozinha', type: 'demo',
    tags: ['café', 'cozinha', 'presente'], min_group_size: 2, max_group_size: 6, target_audience: 'presente',
  },
  {
    name: 'PlayStation 5 Slim 1TB', description: 'Console com SSD ultrarrápido de 1 TB, controle DualSense e jogos em 4K a até 120 fps.',
    price: 3799, image: image('playstation-5-slim'), category: 'Games', type: 'demo',
    tags: ['console', 'playstation', 'games'], min_group_size: 2, max_group_size: 10, target_audience: 'tech',
  },
  {
    name: 'Fim de Semana em Gramado para 2', description: 'Duas noites em pousada com café colonial, passeio pelo Lago Negro e ingresso para o Snowland.',
    price: 2890, image: image('fim-de-semana-gramado'), category: 'Viagens e Experiências', type: 'demo',
    tags: ['viagem', 'serra gaúcha', 'casal', 'experiência'], min_group_size: 4, max_group_size: 20, target_audience: 'presente',
  },
  {
    name: 'Bicicleta Aro 29 Caloi Explorer', description: 'Quadro de alumínio, 21 marchas Shimano e freio a disco: para a trilha de domingo e para o dia a dia.',
    price: 2199.9, image: image('bicicleta-caloi-explorer'), category: 'Esportes', type: 'demo',
    tags: ['bike', 'mountain bike', 'ao ar livre'], min_group_size: 2, max_group_size: 8, target_audience: 'geral',
  },
  {
    name: 'Apple Watch Series 9 41mm', description: 'Monitoramento de saúde, GPS e tela Retina sempre ativa. Em cadastro pela loja.',
    price: 3999, image: image('apple-watch-series-9'), category: 'Eletrônicos', type: 'demo', status: 'draft',
    tags: ['relógio', 'apple', 'saúde'], min_group_size: 2, max_group_size: 10, target_audience: 'presente',
  },
];

/** A partner's products for the marketplace, at the commission the partner is registered with. */
function soldBy(partner: string, products: Omit<SeedProduct, 'type' | 'partner' | 'commission_rate'>[]): SeedProduct[] {
  const { commission_rate } = seedPartners.find((p) => p.name === partner)!;
  return products.map((product) => ({ ...product, type: 'marketplace', partner, commission_rate }));
}

/** Partners' products for the public marketplace, over every category and audience. */
const marketplaceProducts: SeedProduct[] = [
  // Eletrônicos
  ...soldBy('TechBrasil Distribuidora', [
    {
      name: 'iPhone 15 128GB', description: 'Dynamic Island, câmera de 48 MP e USB-C. O presente que todo mundo quer, dividido entre todos.',
      price: 5999, image: image('iphone-15'), category: 'Eletrônicos', featured: true, tags: ['iphone', 'apple', 'celular', 'presente'],
      min_group_size: 3, max_group_size: 12, target_audience: 'tech',
    },
    {
      name: 'MacBook Air M3 13"', description: 'Chip M3, 8 GB de memória unificada e até 18 horas de bateria em menos de 1,3 kg.',
      price: 12999, image: image('macbook-air-m3'), category: 'Eletrônicos', featured: true, tags: ['notebook', 'apple', 'formatura', 'trabalho'],
      min_group_size: 5, max_group_size: 20, target_audience: 'tech',
    },
    {
      name: 'Fone JBL Tune 520BT', description: 'Fone sem fio com som JBL Pure Bass, até 57 horas de bateria e conexão multiponto.',
      price: 249.9, image: image('fone-jbl-tune-520bt'), category: 'Eletrônicos', tags: ['fone', 'bluetooth', 'música'],
      min_group_size: 2, max_group_size: 4, target_audience: 'presente',
    },
    {
      name: 'Kindle Paperwhite 16GB', description: 'Tela de 6,8" sem reflexo, luz ajustável e à prova d\'água. Milhares de livros no bolso.',
      price: 899, image: image('kindle-paperwhite'), category: 'Eletrônicos', tags: ['leitura', 'livros', 'presente'],
      min_group_size: 2, max_group_size: 6, target_audience: 'presente',
    },
    {
      name: 'Câmera GoPro HERO12 Black', description: 'Vídeo 5.3K, estabilização HyperSmooth 6.0 e resistência à água até 10 m para registrar a viagem da turma.',
      price: 2999, image: image('gopro-hero12'), category: 'Eletrônicos', tags: ['câmera', 'aventura', 'viagem', 'vídeo'],
      min_group_size: 3, max_group_size: 10, target_audience: 'tech',
    },
    {
      name: 'Caixa de Som JBL Charge 5', description: 'Som potente, 20 horas de bateria e resistência à água e poeira IP67. Fora de estoque no parceiro.',
      price: 999, image: image('caixa-de-som-jbl-charge-5'), category: 'Eletrônicos', status: 'inactive', tags: ['som', 'bluetooth', 'festa'],
      min_group_size: 2, max_group_size: 8, target_audience: 'geral',
    },
  ]),
  // Casa e Cozinha
  ...soldBy('Casa & Sabor Utilidades', [
    {
      name: 'Geladeira Brastemp Frost Free 462L', description: 'Duplex inox com freezer de 122 L, gavetão de hortifruti e selo Procel A de economia.',
      price: 4599, image: image('geladeira-brastemp-frost-free'), category: 'Casa e Cozinha', featured: true, tags: ['geladeira', 'casa nova', 'casamento', 'eletrodoméstico'],
      min_group_size: 4, max_group_size: 20, target_audience: 'casa',
    },
    {
      name: 'Robô Aspirador Xiaomi S10', description: 'Aspira e passa pano, mapeia a casa a laser e é controlado pelo celular.',
      price: 1799, image: image('robo-aspirador-xiaomi'), category: 'Casa e Cozinha', tags: ['limpeza', 'casa inteligente', 'xiaomi'],
      min_group_size: 2, max_group_size: 10, target_audience: 'casa',
    },
    {
      name: 'Jogo de Panelas Tramontina 5 Peças', description: 'Alumínio com revestimento antiaderente Starflon, tampas de vidro e cabos que não esquentam.',
      price: 489.9, image: image('jogo-de-panelas-tramontina'), category: 'Casa e Cozinha', tags: ['panelas', 'cozinha', 'chá de panela', 'casamento'],
      min_group_size: 2, max_group_size: 6, target_audience: 'casa',
    },
    {
      name: 'Sofá Retrátil e Reclinável 3 Lugares', description: 'Tecido suede, assentos retráteis e encosto reclinável em 3 posições. Entrega e montagem inclusas.',
      price: 2499, image: image('sofa-retratil-3-lugares'), category: 'Casa e Cozinha', tags: ['sala', 'móveis', 'casa nova'],
      min_group_size: 3, max_group_size: 12, target_audience: 'familia',
    },
    {
      name: 'Batedeira Planetária KitchenAid Artisan', description: 'Tigela de inox de 4,8 L, 10 velocidades e motor potente para massas, bolos e pães.',
      price: 2899, image: image('batedeira-kitchenaid'), category: 'Casa e Cozinha', tags: ['confeitaria', 'cozinha', 'presente', 'casamento'],
      min_group_size: 4, max_group_size: 15, target_audience: 'presente',
    },
  ]),
  // Viagens e Experiências
  ...soldBy('Rota Viagens', [
    {
      name: 'Voo de Balão em Boituva para 2', description: 'Voo de cerca de 1 hora ao nascer do sol, brinde com espumante e certificado de voo.',
      price: 1290, image: image('voo-de-balao-boituva'), category: 'Viagens e Experiências', featured: true, tags: ['experiência', 'casal', 'aniversário', 'aventura'],
      min_group_size: 3, max_group_size: 15, target_audience: 'presente',
    },
    {
      name: 'Resort em Porto de Galinhas – 4 Noites', description: 'Pacote all inclusive para casal com traslado, piscinas naturais e passeio de jangada.',
      price: 6890, image: image('resort-porto-de-galinhas'), category: 'Viagens e Experiências', tags: ['viagem', 'praia', 'lua de mel', 'nordeste', 'casamento'],
      min_group_size: 6, max_group_size: 20, target_audience: 'familia',
    },
    {
      name: 'Day Spa Relaxante para 2', description: 'Massagem relaxante, escalda-pés, ofurô e chá da tarde em um dia só para descansar.',
      price: 690, image: image('day-spa-para-2'), category: 'Viagens e Experiências', tags: ['bem-estar', 'dia das mães', 'experiência'],
      min_group_size: 2, max_group_size: 8, target_audience: 'presente',
    },
    {
      name: 'Ingressos Beto Carrero World – Família', description: 'Passaporte de um dia para 4 pessoas com acesso a todas as atrações e shows do parque.',
      price: 1196, image: image('ingressos-beto-carrero'), category: 'Viagens e Experiências', tags: ['parque', 'férias', 'crianças', 'família'],
      min_group_size: 2, max_group_size: 4, target_audience: 'familia',
    },
  ]),
  // Moda
  ...soldBy('Estilo Paulista Moda', [
    {
      name: 'Tênis Nike Air Max 90', description: 'O clássico de 1990 com amortecimento Air visível, cabedal de couro e solado waffle.',
      price: 899.99, image: image('tenis-nike-air-max-90'), category: 'Moda', tags: ['tênis', 'nike', 'streetwear'],
      min_group_size: 2, max_group_size: 5, target_audience: 'presente',
    },
    {
      name: 'Bolsa de Couro Arezzo Média', description: 'Couro legítimo, alça regulável e bolsos internos. Acompanha dust bag para presente.',
      price: 749.9, image: image('bolsa-de-couro-arezzo'), category: 'Moda', tags: ['bolsa', 'couro', 'dia das mães', 'presente'],
      min_group_size: 2, max_group_size: 6, target_audience: 'presente',
    },
    {
      name: 'Óculos de Sol Ray-Ban Aviador', description: 'Armação metálica dourada, lentes G-15 com proteção UV400 e estojo original.',
      price: 989, image: image('oculos-ray-ban-aviador'), category: 'Moda', tags: ['óculos', 'verão', 'acessórios'],
      min_group_size: 2, max_group_size: 6, target_audience: 'geral',
    },
  ]),
  // Esportes
  ...soldBy('Movimento Esportes', [
    {
      name: 'Esteira Elétrica Movement R1', description: 'Motor de 2 HP, velocidade até 16 km/h, inclinação elétrica e 12 programas de treino.',
      price: 3599, image: image('esteira-eletrica-movement'), category: 'Esportes', tags: ['fitness', 'corrida', 'academia em casa'],
      min_group_size: 3, max_group_size: 12, target_audience: 'casa',
    },
    {
      name: 'Barraca de Camping 4 Pessoas', description: 'Montagem rápida, coluna d\'água de 2.500 mm e avanço para guardar mochilas. Para o acampamento da família.',
      price: 789, image: image('barraca-camping-4-pessoas'), category: 'Esportes', tags: ['camping', 'ao ar livre', 'família'],
      min_group_size: 2, max_group_size: 4, target_audience: 'familia',
    },
    {
      name: 'Prancha de Stand Up Paddle Inflável', description: 'Prancha de 3,2 m com remo, bomba, leash e mochila: cabe no porta-malas.',
      price: 1899, image: image('prancha-stand-up-paddle'), category: 'Esportes', tags: ['praia', 'sup', 'aventura', 'verão'],
      min_group_size: 2, max_group_size: 8, target_audience: 'geral',
    },
  ]),
  // Games
  ...soldBy('TechBrasil Distribuidora', [
    {
      name: 'Nintendo Switch OLED', description: 'Tela OLED de 7", 64 GB e base com porta de rede. Para jogar na TV ou em qualquer lugar.',
      price: 2299, image: image('nintendo-switch-oled'), category: 'Games', featured: true, tags: ['console', 'nintendo', 'família', 'games'],
      min_group_size: 2, max_group_size: 10, target_audience: 'familia',
    },
  ]),
  ...soldBy('GameHouse Brasil', [
    {
      name: 'Xbox Series S 512GB', description: 'Console compacto de nova geração com SSD de 512 GB e três meses de Game Pass.',
      price: 2599, image: image('xbox-series-s'), category: 'Games', status: 'draft', tags: ['console', 'xbox', 'game pass'],
      min_group_size: 2, max_group_size: 10, target_audience: 'tech',
    },
  ]),
  ...soldBy('TechBrasil Distribuidora', [
    {
      name: 'Cadeira Gamer ThunderX3', description: 'Encosto reclinável até 180°, almofadas lombar e cervical e braços 4D.',
      price: 1499, image: image('cadeira-gamer-thunderx3'), category: 'Games', tags: ['cadeira', 'setup', 'conforto'],
      min_group_size: 2, max_group_size: 8, target_audience: 'tech',
    },
  ]),
  // Bebês e Crianças
  ...soldBy('Pequeno Mundo Infantil', [
    {
      name: 'Carrinho de Bebê Travel System Galzerano', description: 'Carrinho com bebê conforto e base para carro, fechamento com uma mão e cesto amplo.',
      price: 1599, image: image('carrinho-de-bebe-galzerano'), category: 'Bebês e Crianças', featured: true, tags: ['bebê', 'chá de bebê', 'passeio', 'enxoval'],
      min_group_size: 4, max_group_size: 20, target_audience: 'familia',
    },
    {
      name: 'Berço Multifuncional 3 em 1', description: 'Vira mini cama e cômoda conforme a criança cresce. MDF com pintura atóxica.',
      price: 1290, image: image('berco-multifuncional'), category: 'Bebês e Crianças', tags: ['bebê', 'quarto', 'chá de bebê'],
      min_group_size: 3, max_group_size: 15, target_audience: 'familia',
    },
    {
      name: 'LEGO Creator Casa na Árvore', description: 'Conjunto 3 em 1 com 1.000+ peças para montar e remontar. Para crianças a partir de 9 anos.',
      price: 899.9, image: image('lego-casa-na-arvore'), category: 'Bebês e Crianças', tags: ['lego', 'brinquedo', 'aniversário', 'criatividade'],
      min_group_size: 2, max_group_size: 8, target_audience: 'presente',
    },
  ]),
  // Presentes
  ...soldBy('Presente Certo', [
    {
      name: 'Cesta de Café da Manhã Premium', description: 'Pães artesanais, frutas, frios, geleias, suco e um cartão com a mensagem da turma. Entrega agendada.',
      price: 289.9, image: image('cesta-cafe-da-manha'), category: 'Presentes', tags: ['cesta', 'aniversário', 'dia das mães', 'surpresa'],
      min_group_size: 2, max_group_size: 5, target_audience: 'presente',
    },
    {
      name: 'Kit Vinhos Chilenos – 6 Garrafas', description: 'Seleção de tintos e brancos do Vale Central com caixa de madeira para presente.',
      price: 459, image: image('kit-vinhos-chilenos'), category: 'Presentes', tags: ['vinho', 'amigo secreto', 'natal', 'confraternização'],
      min_group_size: 2, max_group_size: 6, target_audience: 'geral',
    },
    {
      name: 'Perfume Malbec Gold 100ml', description: 'Fragrância amadeirada envelhecida em barris de carvalho, em embalagem para presente.',
      price: 219.9, image: image('perfume-malbec-gold'), category: 'Presentes', tags: ['perfume', 'dia dos pais', 'presente'],
      min_group_size: 2, max_group_size: 4, target_audience: 'presente',
    },
    {
      name: 'Kit Churrasco Gourmet', description: 'Tábua de madeira, faca do chef, garfo trinchante e avental em maleta. Para quem é o rei do churrasco.',
      price: 349.9, image: image('kit-churrasco-gourmet'), category: 'Presentes', tags: ['churrasco', 'dia dos pais', 'amigo secreto'],
      min_group_size: 2, max_group_size: 6, target_audience: 'casa',
    },
  ]),
];

export const seedProducts: SeedProduct[] = [...demoProducts, ...marketplaceProducts];

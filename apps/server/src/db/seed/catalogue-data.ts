import type { ProductStatus, ProductType, TargetAudience } from '../schema.ts';

/** The demo catalogue. Images are files the web app serves itself (apps/web/public/images/products). */
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
];

export const seedCategories = [
  { name: 'Eletrônicos', icon: '📱', target_audience: 'b2c' },
];

export const seedOccasions = [
  { name: 'Aniversário', icon: '🎂', featured: true, active: true, suggested_group_sizes: [3, 10] },
];

export const seedPartners = [
  { name: 'TechBrasil Distribuidora', contact_email: 'parcerias@techbrasil.com.br', website: 'https://techbrasil.com.br', commission_rate: 5, description: 'Distribuidora de eletrônicos.', categories: ['Eletrônicos'], type: 'marketplace' as const, status: 'active' as const },
];

export const seedProducts: SeedProduct[] = [
  {
    name: 'Smartphone Galaxy S24 128GB', description: 'Tela de 6,2", câmera tripla de 50 MP e bateria para o dia todo.',
    price: 4299, image: '/images/products/smartphone.svg', category: 'Eletrônicos', type: 'demo', featured: true,
  },
];

/** Every merchant-panel query lives under 'merchant', so signing in or out can refresh them together. */
export const merchantKeys = {
  all: ['merchant'] as const,
  me: ['merchant', 'me'] as const,
  signupStatus: ['merchant', 'signup-status'] as const,
  metrics: ['merchant', 'metrics'] as const,
  settings: (storeId: string) => ['merchant', 'settings', storeId] as const,
  groups: ['merchant', 'groups'] as const,
  products: ['merchant', 'products'] as const,
  apiKeys: ['merchant', 'api-keys'] as const,
  webhook: ['merchant', 'webhook'] as const,
  deliveries: ['merchant', 'webhook-deliveries'] as const,
  funnel: ['merchant', 'funnel'] as const,
};

/**
 * The shopper product page caches the default store's button under this key (features/products). A
 * saved look must not wait for that cache to go stale, and features do not import each other, so the
 * key is repeated here.
 */
export const shopperButtonLookKey = ['admin-settings'] as const;

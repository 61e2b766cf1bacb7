import type { Product } from '@juntai/contract';

export interface CreateGroupDialogProps {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Placeholder until the group-purchase work lands: renders nothing. */
export function CreateGroupDialog(_props: CreateGroupDialogProps) {
  return null;
}

import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The product page's shape while the product loads. */
export function ProductDetailsSkeleton() {
  return (
    <div role="status" aria-label="Carregando produto" className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

export default function ProductPage() {
  return <main className="p-6"><h1 className="text-2xl font-bold">Produto</h1></main>;
}

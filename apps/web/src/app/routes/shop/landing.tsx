export default function LandingPage() {
  return <main className="p-6"><h1 className="text-2xl font-bold">Juntaí</h1></main>;
}

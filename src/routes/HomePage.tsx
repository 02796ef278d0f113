export default function HomePage() {
  return (
    <section>
      <h1>Confetti</h1>
      <p>Your wedding registry, shop and planning tools in one place.</p>
    </section>
  );
}

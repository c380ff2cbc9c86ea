export default function LoginPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-semibold">Login</h1>
    </section>
  );
}

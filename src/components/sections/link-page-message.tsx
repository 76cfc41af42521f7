export function LinkPageMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-3 text-lg text-muted">{text}</p>
    </div>
  );
}

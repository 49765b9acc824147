import { RequestForm } from './RequestForm';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-[radial-gradient(ellipse_at_top,_var(--color-secondary),_transparent_65%)]"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-card/80 px-3 py-1 text-xs font-medium text-muted-foreground">
          <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
          Plain-language requests, structured data
        </p>
        <h1
          id="hero-title"
          className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl md:text-6xl"
        >
          Advanced Web Scraping Agent
        </h1>
        <p className="mt-4 max-w-xl text-lg text-balance text-muted-foreground sm:text-xl">
          Supercharged AI for intelligent data gathering
        </p>
        <div className="mt-10 w-full">
          <RequestForm />
        </div>
      </div>
    </section>
  );
}

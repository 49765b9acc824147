/** Preformatted text that scrolls inside itself, so a long line never widens the page. */
export function CodeBlock({ children, label }: { children: string; label?: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-relaxed text-foreground"
    >
      {children}
    </pre>
  );
}

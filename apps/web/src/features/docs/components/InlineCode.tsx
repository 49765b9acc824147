/** Text from the API description, its `backticked` parts shown as code (the only markup it uses). */
export function InlineCode({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

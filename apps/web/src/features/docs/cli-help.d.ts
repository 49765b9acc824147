/** Made at build time by scripts/cli-help-plugin.ts from `gleaner --help`. */
declare module 'virtual:gleaner-cli-help' {
  const cliHelp: {
    overview: string;
    commands: { name: string; help: string }[];
  };
  export default cliHelp;
}

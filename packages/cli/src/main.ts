export async function main(argv: string[]): Promise<number> {
  process.stdout.write(`arbiter: ${argv.join(' ')}\n`);
  return 0;
}

/**
 * A journal's fingerprint: the start of its last chain value, which depends on every line
 * before it, in a form players can read out and compare at the end of a game. Two copies with
 * the same fingerprint hold the same lines; the chain alone cannot show a tail cut off whole.
 */
export function fingerprint(chain: string): string {
  return (chain.slice(0, 12).match(/.{1,4}/g) ?? ['none']).join('-');
}

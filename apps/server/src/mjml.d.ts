// mjml 5 ships no types: the one call this project makes.
declare module 'mjml' {
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip' },
  ): Promise<{ html: string; errors: unknown[] }>;
}

// What other areas use of the SEO tags services; they import it from here only.
export { readPublicSeoTags } from './public-seo-tags';

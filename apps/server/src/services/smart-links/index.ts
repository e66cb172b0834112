// What other areas use of the smart-links services; they import it from here only.
export { isBotAgent } from './follow-smart-link';

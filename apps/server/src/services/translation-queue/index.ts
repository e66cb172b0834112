export { listTranslationQueue } from './list-translation-queue';

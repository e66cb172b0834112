// What other areas use of the media services; they import it from here only.
export { makeImageFiles, type TImageFiles } from './image-files';
export { removeMediaFiles, storeImageFiles, type TMediaDeps } from './media-files';

// What other areas use of the videos services; they import it from here only.
export { presentVideo } from './present-video';

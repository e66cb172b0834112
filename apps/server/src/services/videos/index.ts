// What other areas use of the videos services; they import it from here only.

export { attachment, type TCsvColumn, toCsv } from './csv';
export { presentVideo } from './present-video';

// What other areas use of the ordering services; they import it from here only.
export * from './sort-keys';

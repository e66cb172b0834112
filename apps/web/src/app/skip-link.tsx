import classes from './shell.module.css';

/**
 * The first thing a keyboard reaches: straight to the screen (`main#main`, focusable), past the
 * header and menus.
 */
export function SkipLink() {
  return (
    <a href="#main" className={classes.skip}>
      Skip to content
    </a>
  );
}

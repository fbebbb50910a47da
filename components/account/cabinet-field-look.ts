import styles from './cabinet.module.css';

/**
 * How the cabinet's forms draw a field (its box, hint and error, from cabinet.module.css), spread onto Field or
 * TextField; a `wide` field spans both columns of the form from 640 px on.
 */
export function cabinetFieldLook(wide = false) {
  return {
    className: wide ? `${styles.field} ${styles.wide}` : styles.field,
    errorClassName: styles.fieldError,
    hintClassName: styles.hint,
  };
}

import { Fragment } from 'react';

/**
 * An email address that may wrap before its '@' and dots rather than mid-word, so a long
 * address fits a narrow table column or phone card.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

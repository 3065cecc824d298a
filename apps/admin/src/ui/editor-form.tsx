// The form of an editor screen: one submit path (Enter or the button, never the browser's own validation), and one
// read-only mode for those who may read but not change the screen (its fields disabled yet legible: styles.css
// `.read-only-form`).
import type { ReactNode } from 'react';

export function EditorForm({
  readOnly,
  onSubmit,
  children,
}: {
  readOnly: boolean;
  onSubmit: () => unknown;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <fieldset
        disabled={readOnly}
        className={readOnly ? 'read-only-form' : undefined}
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      >
        {children}
      </fieldset>
    </form>
  );
}

/** A form's refusal that belongs to no one field (the server's reason, or a plain fallback). */
export function FormRefusal({ children }: { children?: string | null }) {
  if (!children) {
    return null;
  }
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
    >
      {children}
    </p>
  );
}

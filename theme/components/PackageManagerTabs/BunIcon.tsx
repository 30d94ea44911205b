/** A small Bun mark for the install tabs: a bun with a face, 1 em square, in Bun's colours. */
export function BunIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 32 32" aria-hidden="true">
      <ellipse cx="16" cy="17.5" rx="14" ry="11" fill="#fbf0df" stroke="#000" strokeWidth="1.5" />
      <path d="M7 12.5c3-4 15-4 18 0" fill="none" stroke="#ccbea7" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="11.5" cy="18" r="1.6" />
      <circle cx="20.5" cy="18" r="1.6" />
      <path d="M14 21q2 2 4 0" fill="none" stroke="#000" strokeWidth="1.2" strokeLinecap="round" />
      <ellipse cx="8.5" cy="21" rx="2" ry="1.1" fill="#febbd0" />
      <ellipse cx="23.5" cy="21" rx="2" ry="1.1" fill="#febbd0" />
    </svg>
  );
}

/** The shop's mark: a house outline and the word "Otthon" (decorative; the link carries the name). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 132 32" className={className} fill="none">
      <path d="M4 15.5 16 5l12 10.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M7.5 13v14h17V13" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M13.5 27v-7h5v7" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <text x="36" y="24" fill="currentColor" fontFamily="inherit" fontSize="21" fontWeight="650" letterSpacing="-0.4">
        Otthon
      </text>
    </svg>
  );
}

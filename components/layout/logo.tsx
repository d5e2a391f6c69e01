// The toolkit's mark: an icosahedron outline, in the accent colours.
export function Logo({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <polygon
        points="16,2 29,9.5 29,22.5 16,30 3,22.5 3,9.5"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <polygon points="16,8 24,21 8,21" fill="none" stroke="var(--accent-2)" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M16 2v6M29 9.5 24 21M3 9.5 8 21M16 30l-8-9M16 30l8-9"
        stroke="var(--accent)"
        strokeWidth="1.2"
        opacity="0.7"
      />
    </svg>
  );
}

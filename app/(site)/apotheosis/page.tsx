export default function P() { return <h1>apotheosis</h1>; }

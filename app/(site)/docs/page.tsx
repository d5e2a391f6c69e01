export default function P() { return <h1>docs</h1>; }

export default function P() { return <h1>telekinesis</h1>; }

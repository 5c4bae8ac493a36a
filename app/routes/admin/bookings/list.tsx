export default function Todo() { return <h1>…</h1>; }

export default function Page() {
  return <p>Bare</p>
}

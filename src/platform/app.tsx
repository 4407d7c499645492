import { useEffect } from 'react';

/** The platform island (placeholder until the shell lands). */
export default function App() {
  useEffect(() => {
    document.getElementById('boot-screen')?.remove();
  }, []);
  return <main>Platform</main>;
}

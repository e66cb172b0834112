import { createRoot } from 'react-dom/client';

/** The yardstick of `web-first-screen`: React 19 rendering a static 15-row table, nothing else. */
const rows = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  name: `VP-${String(index + 1).padStart(8, '0')}`,
  title: `Video number ${index + 1}`,
  status: index % 3 === 0 ? 'draft' : 'published',
  views: (index + 1) * 137,
}));

function App() {
  return (
    <main>
      <h2>Videos</h2>
      <table>
        <thead>
          <tr>
            <th>External name</th>
            <th>Title</th>
            <th>Status</th>
            <th>Views</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={`#${row.id}`}>{row.name}</a>
              </td>
              <td>{row.title}</td>
              <td>{row.status}</td>
              <td>{row.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);

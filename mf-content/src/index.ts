// Standalone development bootstrap; the shell loads only src/exposes/*.
import('./app/standalone');

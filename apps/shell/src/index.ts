// The async boundary: shared modules are agreed on before any of them is evaluated.
import('./bootstrap');

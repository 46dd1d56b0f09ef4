// The package's preset, read by Tailwind 4 through the @config line of src/app.css.
import otthon from 'otthon/tailwind';

export default { presets: [otthon] };

import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Descargador de Xiaoyuzhou FM',
  heading: 'Descarga episodios de Xiaoyuzhou FM (小宇宙)',
  intro:
    'Guarda episodios de pódcast de Xiaoyuzhou FM (小宇宙) como archivos M4A o MP3. Pega el enlace del episodio que compartes desde la app y descarga el audio original con los datos del programa y del episodio.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'Se admiten enlaces de episodios de xiaoyuzhoufm.com y enlaces cortos de xyzfm.link.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace del episodio', text: 'En la app 小宇宙, abre el episodio, toca Compartir (分享) y elige Copiar enlace (复制链接). En un ordenador, copia la dirección xiaoyuzhoufm.com/episode/….' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar. Leemos la página pública del episodio y encontramos su archivo de audio.' },
    { title: 'Guarda el audio', text: 'Descarga el episodio y escúchalo sin conexión en cualquier reproductor.' },
  ],
  formats: [
    { title: 'Audio original del episodio', text: 'Normalmente M4A (AAC) o MP3 con la tasa de bits del creador, con el nombre del programa indicado encima de la descarga.' },
  ],
  faq: [
    { question: '¿Puedo descargar episodios de pago de Xiaoyuzhou?', answer: 'No. Los episodios de pago (付费) solo están disponibles dentro de la app para quienes los compran y no se pueden descargar.' },
    { question: '¿Necesito la app de Xiaoyuzhou?', answer: 'Solo para copiar el enlace. La descarga se hace en tu navegador, en cualquier móvil u ordenador.' },
    { question: '¿Por qué el nombre del archivo está en chino?', answer: 'Los nombres de archivo usan el título del episodio tal como se publicó. Los títulos en chino se conservan, y los largos se acortan para no superar los límites del sistema de archivos.' },
  ],
};

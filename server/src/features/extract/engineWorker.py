"""A warm extraction engine: yt-dlp embedded in one long-lived Python process (enginePool.ts starts these).

Speaks JSON lines. On start it writes {"ready": true, "version": ...} once yt_dlp is imported, or
{"ready": false, "error": ...} when this interpreter cannot embed it. Then, for each request line
{"id": n, "argv": [...]} -- the very arguments the server would give the yt-dlp program, -J and the link included --
it writes one answer line: {"id": n, "ok": true, "info": {...}} with what `yt-dlp -J` prints, or
{"id": n, "ok": false, "stderr": "ERROR: ..."} with what it would have written to stderr.

The options are read by yt-dlp's own parser (yt_dlp.parse_options), so both ways of running the engine take the
same arguments with the same meaning. The protocol has stdout to itself: anything else that writes to stdout
(an extractor's print) goes to stderr. The process ends when its input closes.
"""
import json
import os
import sys

# The answers keep the original stdout; everything else that prints lands on stderr.
answers = os.fdopen(os.dup(1), 'w', encoding='utf-8', newline='\n')
os.dup2(2, 1)
sys.stdout = sys.stderr


def send(message):
    answers.write(json.dumps(message, ensure_ascii=False, separators=(',', ':')) + '\n')
    answers.flush()


try:
    import yt_dlp
    from yt_dlp.version import __version__ as version

    if not hasattr(yt_dlp, 'parse_options'):
        raise ImportError(f'yt-dlp {version} has no parse_options')
except Exception as err:  # noqa: BLE001 - any failure here means "cannot embed"
    send({'ready': False, 'error': f'{type(err).__name__}: {err}'})
    sys.exit(0)


class Collector:
    """yt-dlp's logger: keeps the lines the program would print to stderr (errors and warnings)."""

    def __init__(self):
        self.lines = []

    def debug(self, msg):
        pass

    def info(self, msg):
        pass

    def warning(self, msg):
        self.lines.append(msg if msg.startswith('WARNING:') else f'WARNING: {msg}')

    def error(self, msg):
        self.lines.append(msg)


def extract(argv):
    collector = Collector()
    try:
        parsed = yt_dlp.parse_options(argv)
    except SystemExit:
        return {'ok': False, 'stderr': 'ERROR: the engine refused its options'}
    urls = parsed.urls
    if len(urls) != 1:
        return {'ok': False, 'stderr': 'ERROR: one link per extraction'}
    params = dict(parsed.ydl_opts)
    # What -J prints is built here from the same result; the program's own printing stays off.
    params['dump_single_json'] = False
    params['logger'] = collector
    try:
        with yt_dlp.YoutubeDL(params) as ydl:
            info = ydl.extract_info(urls[0], force_generic_extractor=params.get('force_generic_extractor', False))
            if not info:
                return {'ok': False, 'stderr': '\n'.join(collector.lines) or 'ERROR: no result'}
            ydl.post_extract(info)
            return {'ok': True, 'info': ydl.sanitize_info(info)}
    except Exception as err:  # noqa: BLE001 - yt-dlp's DownloadError and anything an extractor raises
        lines = collector.lines or [f'ERROR: {err}']
        return {'ok': False, 'stderr': '\n'.join(lines)}


send({'ready': True, 'version': version})
for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    request = json.loads(line)
    answer = extract(request['argv'])
    answer['id'] = request['id']
    try:
        send(answer)
    except (TypeError, ValueError) as err:
        send({'id': request['id'], 'ok': False, 'stderr': f'ERROR: the result could not be written as JSON ({err})'})

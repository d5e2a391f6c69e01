// CloudFront Function (runtime cloudfront-js-2.0) on the default behaviour's viewer request, for
// the static export in a private S3 bucket behind Origin Access Control. It gives S3 what a
// folder URL means:
// - `/mg/overview/` is served from the object `mg/overview/index.html`;
// - `/mg/overview` (no extension in its last segment) is redirected to `/mg/overview/` with its
//   query string kept, so `/auth/callback?code=…&state=…` reaches the callback page intact;
// - a path with more than one leading slash or backslash (`//mg/overview/`, `/\evil.com/x`) is
//   redirected to its one-slash form (`/mg/overview/`, `/evil.com/x`): never a `Location: //evil.com/x/`
//   that browsers follow to another host, and never a page running at such an address;
// - `/_next/static/*` and any file with an extension (`/sitemap.xml`, `/md/dmt.md`) pass as they are.
// Only what cloudfront-js-2.0 offers is used: no require(), no URL, no fetch.

/** The query string as CloudFront hands it over (`{ name: { value, multiValue? } }`), serialised. */
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      var value = values[i].value;
      parts.push(value === '' ? name : name + '=' + value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// CloudFront calls handler by its name.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  // One leading slash, whatever the viewer sent: "//evil.com/x" and "/\\evil.com/x" (browsers
  // read a backslash as a slash) are the path "/evil.com/x", and the viewer is redirected there, so
  // no page runs at an address its router would read as another host.
  var uri = '/' + request.uri.replace(/^[\/\\]+/, '');
  if (uri !== request.uri) return redirect(uri + queryString(request.querystring));

  if (uri.indexOf('/_next/static/') === 0) return request;
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
    return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request; // a file: sitemap.xml, robots.txt, a .md copy

  return redirect(uri + '/' + queryString(request.querystring));
}

/** A permanent redirect to `location`, a path on this site. */
function redirect(location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: {
      location: { value: location },
      'cache-control': { value: 'public, max-age=0, must-revalidate' },
    },
  };
}

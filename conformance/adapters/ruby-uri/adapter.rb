# Ruby's URI (the standard library): URI::RFC3986_Parser#parse reads a
# URI-reference by RFC 3986's rules (it raises URI::InvalidURIError), scored
# as such; its scheme tells URI from relative-ref, a fragment absolute-URI from
# URI. merge (RFC 3986 §5.2), normalize, == of the normalized. No offsets.
require_relative '../ruby-harness'
require 'uri'

PARSER = URI::RFC3986_Parser.new

def valid?(rule, input)
  uri = PARSER.parse(input)
  case rule
  when 'URI' then !uri.scheme.nil?
  when 'absolute-URI' then !uri.scheme.nil? && uri.fragment.nil?
  when 'relative-ref' then uri.scheme.nil?
  else true
  end
rescue URI::InvalidURIError, URI::InvalidComponentError
  false
end

Harness.serve(
  { name: 'ruby uri', version: URI::VERSION, language: 'ruby', homepage: 'https://github.com/ruby/uri' },
  { ops: %w[valid resolve normalize equivalent], grammars: { rfc3986: %w[URI-reference URI absolute-URI relative-ref] } }
) do |r|
  case r['op']
  when 'valid' then { valid: valid?(r['rule'], r['input']) }
  when 'resolve' then { target: PARSER.parse(r['base']).merge(PARSER.parse(r['ref'])).to_s }
  when 'normalize' then { output: PARSER.parse(r['input']).normalize.to_s }
  when 'equivalent' then { equivalent: PARSER.parse(r['a']).normalize == PARSER.parse(r['b']).normalize }
  else { skipped: true, reason: "#{r['op']} is not claimed" }
  end
end

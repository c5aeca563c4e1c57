# Addressable (a Ruby gem, Debian ruby-addressable): Addressable::URI.parse
# reads URIs and IRIs leniently (it raises Addressable::URI::InvalidURIError
# for what it cannot split), scored as such, for RFC 3986's and RFC 3987's
# top rules; its scheme tells URI from relative-ref. join (RFC 3986 §5.2),
# normalize (§6.2.2 and its own steps), == of the normalized. No offsets.
require_relative '../ruby-harness'
require 'addressable/uri'
require 'addressable/version'

RULES = {
  'URI-reference' => :any, 'URI' => :scheme, 'absolute-URI' => :absolute, 'relative-ref' => :relative,
  'IRI-reference' => :any, 'IRI' => :scheme, 'absolute-IRI' => :absolute, 'irelative-ref' => :relative
}.freeze

def valid?(rule, input)
  uri = Addressable::URI.parse(input)
  case RULES[rule]
  when :scheme then !uri.scheme.nil?
  when :absolute then !uri.scheme.nil? && uri.fragment.nil?
  when :relative then uri.scheme.nil?
  else true
  end
rescue Addressable::URI::InvalidURIError, TypeError, ArgumentError
  false
end

Harness.serve(
  { name: 'addressable', version: Addressable::VERSION::STRING, language: 'ruby', homepage: 'https://github.com/sporkmonger/addressable' },
  { ops: %w[valid resolve normalize equivalent],
    grammars: { rfc3986: %w[URI-reference URI absolute-URI relative-ref], rfc3987: %w[IRI-reference IRI absolute-IRI irelative-ref] } }
) do |r|
  case r['op']
  when 'valid' then { valid: valid?(r['rule'], r['input']) }
  when 'resolve' then { target: Addressable::URI.join(r['base'], r['ref']).to_s }
  when 'normalize' then { output: Addressable::URI.parse(r['input']).normalize.to_s }
  when 'equivalent' then { equivalent: Addressable::URI.parse(r['a']).normalize == Addressable::URI.parse(r['b']).normalize }
  else { skipped: true, reason: "#{r['op']} is not claimed" }
  end
end

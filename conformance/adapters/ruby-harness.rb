# The protocol loop the Ruby adapters share (docs/conformance.md): one JSON
# request a line on standard input, one JSON answer a line on standard
# output. Harness.serve answers `start` with the implementation and its
# claims, each `run` with what its block returns (an exception it raises is
# the case's `errored` answer), and ends on `stop`. Ruby's JSON reader refuses
# a lone surrogate: such a request is read with U+FFFD in its place, and its
# input taken from inputHex (its generalized UTF-8 bytes, which Ruby keeps as
# a string of invalid encoding).
require 'json'

module Harness
  def self.parse(line)
    JSON.parse(line)
  rescue JSON::ParserError
    request = JSON.parse(line.gsub(/\\u[dD][89abAB][0-9a-fA-F]{2}|\\u[dD][c-fC-F][0-9a-fA-F]{2}/, '\\ufffd'))
    request['input'] = [request['inputHex']].pack('H*').force_encoding(Encoding::UTF_8) if request['inputHex']
    request
  end

  def self.serve(implementation, claims)
    $stdout.sync = true
    $stdin.each_line do |line|
      next if line.strip.empty?
      begin
        request = parse(line)
      rescue JSON::ParserError => e
        puts JSON.generate({ seq: line[/"seq":(\d+)/, 1]&.to_i, errored: true, message: "the request is not JSON: #{e.message}" })
        next
      end
      case request['cmd']
      when 'start'
        puts JSON.generate({ ready: true, version: 1, implementation: implementation, claims: claims })
      when 'stop'
        break
      when 'run'
        answer = begin
          yield request
        rescue StandardError => e
          { errored: true, message: "#{e.class}: #{e.message}" }
        end
        puts JSON.generate({ seq: request['seq'] }.merge(answer))
      else
        puts JSON.generate({ seq: request['seq'], errored: true, message: "unknown command #{request['cmd'].inspect}" })
      end
    end
  end
end
